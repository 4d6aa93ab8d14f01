import { useEffect } from 'react';

/**
 * A table wider (or taller) than its box scrolls inside antd's .ant-table-content / .ant-table-body.
 * When none of its cells holds a link or a button (record lists), the keyboard cannot reach it to
 * scroll (WCAG 2.1.1; axe scrollable-region-focusable). antd has no prop for those elements, so the
 * console gives each one that scrolls a tab stop, and takes it back when it no longer scrolls.
 */
const SCROLLERS = '.ant-table-content, .ant-table-body';
const MARK = 'data-scroll-focus';

const scrolls = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

export function updateScrollers(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(SCROLLERS).forEach((el) => {
    if (scrolls(el)) {
      if (!el.hasAttribute('tabindex')) {
        el.tabIndex = 0;
        el.setAttribute(MARK, '');
      }
    } else if (el.hasAttribute(MARK)) {
      el.removeAttribute('tabindex');
      el.removeAttribute(MARK);
    }
  });
}

/** Keeps table scroll areas focusable while they scroll: checked once a frame after the page changes or is resized. */
export function useFocusableScrollers(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        updateScrollers();
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
