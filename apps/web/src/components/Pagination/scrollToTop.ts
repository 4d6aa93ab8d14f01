/** Spec §9: the page scrolls back to the top over 800 ms after a page change. */
export const SCROLL_DURATION_MS = 800;

/** Quadratic ease-in-out: position at `elapsed` ms of a move from `start` by `change` over `duration` ms. */
export function easeInOutQuad(elapsed: number, start: number, change: number, duration: number): number {
  let t = elapsed / (duration / 2);
  if (t < 1) return (change / 2) * t * t + start;
  t -= 1;
  return (-change / 2) * (t * (t - 2) - 1) + start;
}

/** The closest ancestor that scrolls its own content (the console's content pane), if any. */
export function scrollingAncestor(element: Element | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

interface Scroller {
  get: () => number;
  set: (top: number) => void;
}

function windowScroller(): Scroller {
  return {
    get: () => document.documentElement.scrollTop || document.body.scrollTop || window.scrollY || 0,
    set: (top) => {
      document.documentElement.scrollTop = top;
      document.body.scrollTop = top;
    },
  };
}

function elementScroller(element: HTMLElement): Scroller {
  return { get: () => element.scrollTop, set: (top) => (element.scrollTop = top) };
}

/** Smoothly scrolls the window and `container` (when given) to the top, frame by frame. */
export function scrollToTop(container: HTMLElement | null, duration = SCROLL_DURATION_MS): void {
  const scrollers = [windowScroller(), ...(container ? [elementScroller(container)] : [])]
    .map((s) => ({ ...s, start: s.get() }))
    .filter((s) => s.start > 0);
  if (scrollers.length === 0) return;
  const startedAt = performance.now();
  const step = (now: number) => {
    const elapsed = Math.min(now - startedAt, duration);
    for (const s of scrollers) s.set(Math.max(0, easeInOutQuad(elapsed, s.start, -s.start, duration)));
    if (elapsed < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
