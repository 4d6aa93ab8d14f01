import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, SCROLL_DURATION_MS, scrollToTop } from './scrollToTop';

describe('easeInOutQuad', () => {
  it('starts at the start, passes the middle halfway and ends at the target', () => {
    expect(easeInOutQuad(0, 600, -600, 800)).toBe(600);
    expect(easeInOutQuad(400, 600, -600, 800)).toBe(300);
    expect(easeInOutQuad(800, 600, -600, 800)).toBe(0);
    // slow at both ends: a quarter of the time moves less than a quarter of the way
    expect(easeInOutQuad(200, 600, -600, 800)).toBeGreaterThan(450);
  });
});

describe('scrollToTop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves the content container to the top frame by frame over 800 ms', () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let top = 800;
    const container = { get scrollTop() { return top; }, set scrollTop(v: number) { top = v; } } as unknown as HTMLElement;

    scrollToTop(container);
    const seen: number[] = [];
    while (frames.length > 0) {
      now += 100;
      frames.shift()!(now);
      seen.push(top);
    }
    expect(SCROLL_DURATION_MS).toBe(800);
    expect(seen).toHaveLength(8);
    expect(seen[3]).toBe(400);
    expect(seen.at(-1)).toBe(0);
    expect(seen.every((v, i) => i === 0 || v <= seen[i - 1])).toBe(true);
  });
});
