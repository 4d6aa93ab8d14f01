import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { checkFakeApi } from './fakeApi';

afterEach(() => {
  cleanup();
  checkFakeApi();
});

// React's scheduler may still hold work (a setImmediate) when a file's last test ends; the file's jsdom window is
// torn down right after, and that work then fails with "window is not defined" (seen on a loaded 2-core machine).
// Let it run first.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
