import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './wideTable.css';

/** antd's scroll box of a table with `scroll.x` (no fixed header). */
const CONTENT = '.ant-table-content';

/**
 * A table wider than its box scrolls sideways inside antd's scroll box, whose scrollbar sits under the last row:
 * below the window on a long page, so the columns past the fixed action column looked cut off and nothing
 * showed they could be reached. This gives the table one scrollbar that stays at the window's bottom edge while
 * the table runs below it, and sits under the last row once that is in sight. The header scrolls with the rows.
 */
export default function WideTable({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  /** How far the table scrolls sideways; 0 when it fits. */
  const [overflow, setOverflow] = useState(0);

  useLayoutEffect(() => {
    const box = root.current;
    if (!box) return;
    let content: HTMLElement | null = null;
    const follow = () => {
      if (content && bar.current && bar.current.scrollLeft !== content.scrollLeft) bar.current.scrollLeft = content.scrollLeft;
    };
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    function measure() {
      const found = box!.querySelector<HTMLElement>(CONTENT);
      if (found !== content) {
        content?.removeEventListener('scroll', follow);
        content = found;
        content?.addEventListener('scroll', follow, { passive: true });
        sizes?.disconnect();
        sizes?.observe(box!);
        if (content) {
          sizes?.observe(content);
          if (content.firstElementChild) sizes?.observe(content.firstElementChild);
        }
      }
      setOverflow(content ? Math.max(0, content.scrollWidth - content.clientWidth) : 0);
      follow();
    }
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      content?.removeEventListener('scroll', follow);
      sizes?.disconnect();
    };
  }, []);

  const lead = () => {
    const content = root.current?.querySelector<HTMLElement>(CONTENT);
    if (content && bar.current && content.scrollLeft !== bar.current.scrollLeft) content.scrollLeft = bar.current.scrollLeft;
  };

  // The bar repeats the table's own scrolling for the pointer (keyboard users scroll the table itself), so it is
  // hidden from assistive technology and kept out of the tab order.
  return (
    <div ref={root} className={overflow > 1 ? 'wide-table wide-table-scrolls' : 'wide-table'}>
      {children}
      <div ref={bar} className="wide-table-scrollbar" aria-hidden="true" tabIndex={-1} onScroll={lead} hidden={overflow <= 1}>
        <div style={{ width: `calc(100% + ${overflow}px)` }} />
      </div>
    </div>
  );
}
