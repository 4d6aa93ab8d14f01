import { describe, expect, it } from 'vitest';
import { updateScrollers } from './focusableScrollers';

function scroller(className: string, scrollWidth: number, clientWidth: number, tabIndex?: number) {
  const el = document.createElement('div');
  el.className = className;
  if (tabIndex !== undefined) el.tabIndex = tabIndex;
  Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => clientWidth });
  return el;
}

describe('table scroll areas and the keyboard', () => {
  it('gives a table area that scrolls a tab stop, and takes it back when it no longer scrolls', () => {
    const root = document.createElement('div');
    const wide = scroller('ant-table-content', 1200, 800);
    const narrow = scroller('ant-table-content', 600, 800);
    const own = scroller('ant-table-body', 1200, 800, -1);
    root.append(wide, narrow, own);
    updateScrollers(root);
    expect(wide.getAttribute('tabindex')).toBe('0');
    expect(narrow.hasAttribute('tabindex')).toBe(false);
    expect(own.getAttribute('tabindex')).toBe('-1'); // a tabindex set by someone else is left alone

    Object.defineProperty(wide, 'scrollWidth', { get: () => 700 });
    updateScrollers(root);
    expect(wide.hasAttribute('tabindex')).toBe(false);
  });
});
