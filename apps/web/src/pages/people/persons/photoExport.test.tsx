import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import JSZip from 'jszip';
import type { OrgNode } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/persons';
import widgets from '@/i18n/zh/widgets';
import { personRow } from '../testData';
import PersonsPage from '.';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');

const tree: OrgNode[] = [{ orgId: 2, parentId: null, orgName: '后勤部', orgCode: '', sort: 0, children: [] }];
const person = (custId: number, custName: string, custNum: string, photoUrl: string) => personRow({ custId, custName, custNum, photoUrl });
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
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    const photo = new Blob(['img'], { type: 'image/png' });
    api = fakeApi(
      {
        'people.orgTree': () => tree,
        'customers.page': ({ page, limit }) => {
          // The whole list is three people; asked 500 at a time it comes in two pages here to prove the paging.
          if (limit === 500) return { records: page === 1 ? [ZHANG, LI] : [WANG], total: 3, page, limit };
          return { records: [ZHANG, LI], total: 3, page, limit };
        },
        'peopleMaster.psnTypeList': () => [],
        'peopleMaster.jobList': () => [],
        'peopleMaster.gradeList': () => [],
      },
      { '/photos/11.png': photo, '/photos/13.jpg': photo },
    );
  });

  const renderPage = () =>
    renderWidget(
      <MemoryRouter>
        <PersonsPage />
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
    expect(api.calls('customers.page').filter((c) => c.limit === 500)).toEqual([
      { custName: '张', page: 1, limit: 500 },
      { custName: '张', page: 2, limit: 500 },
    ]);
  });

  it('with people selected, exports just them', async () => {
    renderPage();
    await userEvent.click(within((await screen.findByText('张三')).closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量导出照片/ }));
    expect(await savedFiles()).toEqual(['P001_张三.png']);
    expect(api.calls('customers.page').some((c) => c.limit === 500)).toBe(false);
  });
});
