import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '@/components/testing';
import Pagination from '.';

vi.mock('./scrollToTop', async (original) => ({ ...(await original<object>()), scrollToTop: vi.fn() }));
const { scrollToTop } = await import('./scrollToTop');

describe('Pagination', () => {
  it('shows the total, the page size and the jumper', () => {
    renderWidget(<Pagination page={1} total={45} onChange={() => {}} />);
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(screen.getByText('20 / page')).toBeTruthy(); // default limit 20 (antd's own text follows the shell's locale)
    expect(document.querySelector('.ant-pagination-options-quick-jumper input')).toBeTruthy();
    expect(screen.getByTitle('3')).toBeTruthy();
  });

  it('reports the new page with the limit and scrolls back to the top', async () => {
    const onChange = vi.fn();
    renderWidget(<Pagination page={1} limit={10} total={45} onChange={onChange} />);
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 10);
    expect(scrollToTop).toHaveBeenCalled();
  });

  it('offers the page sizes 10, 20, 50, 100, 200 and 500', async () => {
    const onChange = vi.fn();
    renderWidget(<Pagination page={1} total={1000} onChange={onChange} />);
    await userEvent.click(screen.getByText('20 / page'));
    for (const size of [10, 20, 50, 100, 200, 500]) expect(screen.getAllByText(`${size} / page`).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByText('50 / page').at(-1)!);
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
