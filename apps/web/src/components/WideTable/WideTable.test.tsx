import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import WideTable from '.';

/** jsdom lays nothing out: the table's scroll box reports the widths a browser would. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('ant-table-content') ? scrollWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('ant-table-content') ? clientWidth : 0;
  });
}

const table = (
  <WideTable>
    <div className="ant-table-content">
      <table />
    </div>
  </WideTable>
);

afterEach(() => vi.restoreAllMocks());

describe('wide table', () => {
  it('gives a table wider than its box a scrollbar that reaches its last column', () => {
    widths(1995, 1185);
    const { container } = render(table);
    const bar = container.querySelector<HTMLElement>('.wide-table-scrollbar')!;
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('calc(100% + 810px)');
    // The table's own scrollbar gives way to it.
    expect(container.firstElementChild!.classList.contains('wide-table-scrolls')).toBe(true);
  });

  it('shows no scrollbar when the table fits', () => {
    widths(1185, 1185);
    const { container } = render(table);
    expect(container.querySelector<HTMLElement>('.wide-table-scrollbar')!.hidden).toBe(true);
    expect(container.firstElementChild!.classList.contains('wide-table-scrolls')).toBe(false);
  });
});
