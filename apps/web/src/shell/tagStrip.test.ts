import { describe, expect, it } from 'vitest';
import { scrollLeftToShow, wheelPixels } from './tagStrip';

describe('the tab strip’s scrolling', () => {
  const strip = { scrollLeft: 200, clientWidth: 500 };

  it('leaves a tab already in view where it is', () => {
    expect(scrollLeftToShow(strip, { offsetLeft: 300, offsetWidth: 100 })).toBe(200);
  });

  it('brings a tab past the right edge in, with room for its neighbour', () => {
    expect(scrollLeftToShow(strip, { offsetLeft: 900, offsetWidth: 100 })).toBe(900 + 100 + 24 - 500);
  });

  it('brings a tab before the left edge in, never before the start', () => {
    expect(scrollLeftToShow(strip, { offsetLeft: 100, offsetWidth: 80 })).toBe(76);
    expect(scrollLeftToShow(strip, { offsetLeft: 10, offsetWidth: 80 })).toBe(0);
  });

  it('turns the wheel (the larger of its two directions) into pixels sideways', () => {
    expect(wheelPixels({ deltaX: 0, deltaY: 120, deltaMode: 0 }, 500)).toBe(120);
    expect(wheelPixels({ deltaX: -40, deltaY: 5, deltaMode: 0 }, 500)).toBe(-40);
    expect(wheelPixels({ deltaX: 0, deltaY: 3, deltaMode: 1 }, 500)).toBe(48);
    expect(wheelPixels({ deltaX: 0, deltaY: -1, deltaMode: 2 }, 500)).toBe(-500);
  });
});
