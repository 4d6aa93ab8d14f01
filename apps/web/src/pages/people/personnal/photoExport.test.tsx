import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import JSZip from 'jszip';
import type { Customer, OrgNode } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import zh from '@/i18n/zh/customers';
import widgets from '@/i18n/zh/widgets';
import PersonnalPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { call } = await import('@/api');
const { saveBlob } = await import('@/api/saveBlob');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const tree: OrgNode[] = [{ orgId: 2, parentId: null, orgName: '后勤部', orgCode: '', sort: 0, children: [] }];
const person = (custId: number, custName: string, custNum: string, photoUrl: string) =>
  ({ custId, custName, custNum, orgId: 2, orgName: '后勤部', phone: '', sex: 1, kind: 'staff', state: 'normal', photoUrl, remark: '' }) as Customer;
const ZHANG = person(11, '张三', 'P001', '/photos/11.png');
const LI = person(12, '李四', 'P002', '');
const WANG = person(13, '王五', 'P003', '/photos/13.jpg');

/** The people of the zip that was saved, by file name. */
async function savedFiles(): Promise<string[]> {
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  const [blob, name] = vi.mocked(saveBlob).mock.calls[0];
  expect(name).toBe('批量下载图片.zip');
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  return Object.keys(zip.files).sort();
}

describe('batch photo export on the people list', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(saveBlob).mockReset();
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, headers: new Headers({ 'content-type': 'image/png' }), blob: async () => new Blob(['img']) }) as unknown as Response));
    vi.mocked(call).mockImplementation(async (endpoint, content) => {
      const id = idOf(endpoint);
      if (id === 'people.orgTree') return tree;
      if (id === 'customers.page') {
        const { page, limit } = content as { page: number; limit: number };
        // The whole list is three people; asked 500 at a time it comes in two pages here to prove the paging.
        if (limit === 500) return { records: page === 1 ? [ZHANG, LI] : [WANG], total: 3, page, limit };
        return { records: [ZHANG, LI], total: 3, page, limit };
      }
      if (id.endsWith('List')) return [];
      return null;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = () =>
    renderWidget(
      <MemoryRouter>
        <PersonnalPage />
      </MemoryRouter>,
      { ...widgets, ...zh },
    );

  it('with nobody selected, exports everyone the filters match (every page), skipping people without a photo', async () => {
    renderPage();
    await screen.findByText('张三');
    await userEvent.type(screen.getByLabelText('姓名'), '张');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(screen.getByRole('button', { name: /批量导出照片/ }));
    expect(await savedFiles()).toEqual(['P001_张三.png', 'P003_王五.jpg']);
    expect(callsTo('customers.page').filter((c) => (c as { limit: number }).limit === 500)).toEqual([
      { custName: '张', page: 1, limit: 500 },
      { custName: '张', page: 2, limit: 500 },
    ]);
  });

  it('with people selected, exports just them', async () => {
    renderPage();
    await userEvent.click(within((await screen.findByText('张三')).closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量导出照片/ }));
    expect(await savedFiles()).toEqual(['P001_张三.png']);
    expect(callsTo('customers.page').some((c) => (c as { limit: number }).limit === 500)).toBe(false);
  });
});
