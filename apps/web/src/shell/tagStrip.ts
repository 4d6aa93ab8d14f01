import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** Where the strip must scroll so the whole tab shows: nowhere if it already does, else just enough (a margin for the tab's neighbour). */
export function scrollLeftToShow(
  strip: { scrollLeft: number; clientWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
  margin = 24,
): number {
  const start = tab.offsetLeft - margin;
  const end = tab.offsetLeft + tab.offsetWidth + margin;
  if (start < strip.scrollLeft) return Math.max(0, start);
  if (end > strip.scrollLeft + strip.clientWidth) return end - strip.clientWidth;
  return strip.scrollLeft;
}

/** Pixels a wheel turn scrolls: mice in line mode report lines (deltaMode 1), pages (2) count as a strip's width. */
export function wheelPixels(event: { deltaX: number; deltaY: number; deltaMode: number }, width: number): number {
  const delta = Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
  return event.deltaMode === 1 ? delta * 16 : event.deltaMode === 2 ? delta * width : delta;
}

const tabsOf = (strip: HTMLElement) => [...strip.querySelectorAll<HTMLElement>('[role="tab"]')];

/**
 * The tab strip scrolls sideways when the tabs outgrow it: a mouse wheel turns it (the page would not move anyway),
 * and the current tab is brought into view whenever it changes or the tabs do.
 */
export function useTabStripScroll(ref: RefObject<HTMLElement | null>, activeKey: string, tabCount: number): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const onWheel = (event: WheelEvent) => {
      if (strip.scrollWidth <= strip.clientWidth || event.ctrlKey) return;
      event.preventDefault();
      strip.scrollLeft += wheelPixels(event, strip.clientWidth);
    };
    // Not passive: the wheel must not scroll the page too while it scrolls the strip.
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, [ref]);

  useEffect(() => {
    const strip = ref.current;
    const tab = strip?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (strip && tab) strip.scrollLeft = scrollLeftToShow(strip, tab);
  }, [ref, activeKey, tabCount]);
}

/**
 * Keys of a tab list (WAI-ARIA tabs): the arrows, Home and End move between the tabs (one tab stop for the strip);
 * Delete closes the focused tab (when it may close) and the focus goes on to the tab now in its place.
 */
export function onTabStripKey(event: KeyboardEvent<HTMLElement>, close: (index: number) => boolean): void {
  const strip = event.currentTarget;
  const tabs = tabsOf(strip);
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const last = tabs.length - 1;
  const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
  if (target !== undefined) tabs[target].focus();
  else if (event.key === 'Delete') {
    if (close(index)) requestAnimationFrame(() => tabsOf(strip).at(Math.min(index, last - 1))?.focus());
  } else return;
  event.preventDefault();
}
