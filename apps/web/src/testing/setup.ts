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

// jsdom 29 resolves a custom property set to `inherit` by walking every ancestor, again for each level (jsdom issue
// 4330), on every getComputedStyle of an element it is declared on: antd's button tokens (`--ant-button-only-icon-
// size*: inherit`) made one role query take seconds. Such declarations only size icons, which no test reads, so the
// style text antd injects drops them; the getter still returns what was set, so antd does not rewrite the node.
{
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const written = new WeakMap<Element, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? own.get!.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, css);
      own.set!.call(this, css.replace(/--[\w-]+:\s*inherit\s*(;|(?=}))/g, ''));
    },
  });
}
