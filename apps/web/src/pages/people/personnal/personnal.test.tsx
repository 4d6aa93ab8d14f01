import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, type Customer, type OrgNode } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/customers';
import PersonnalPage from '.';
import ImportResultPage from '../importResult';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call, upload } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const node = (orgId: number, orgName: string, children: OrgNode[] = []): OrgNode => ({ orgId, parentId: null, orgName, orgCode: '', sort: 0, children });
const tree = [node(1, '总公司', [node(2, '后勤部')])];
const person = (custId: number, custName: string, custNum: string): Customer => ({
  custId,
  custName,
  custNum,
  orgId: 2,
  orgName: '后勤部',
  psnTypeId: null,
  psnTypeName: null,
  jobId: null,
  jobName: null,
  gradeId: null,
  gradeName: null,
  placeId: null,
  placeName: null,
  phone: '13800000000',
  sex: 1,
  idCardNo: '',
  birthday: null,
  photoUrl: '',
  faceId: null,
  kind: 'staff',
  state: 'normal',
  validUntil: null,
  remark: '',
  createdAt: '2025-01-01T00:00:00Z',
  cancelledAt: null,
});
const people = [person(11, '张三', 'P001'), person(12, '李四', 'P002')];

function renderPage() {
  return renderWidget(
    <MemoryRouter initialEntries={['/personal/personnal']}>
      <Routes>
        <Route path="/personal/personnal" element={<PersonnalPage />} />
        <Route path="/personal/personnal/daorujieguo" element={<ImportResultPage />} />
      </Routes>
    </MemoryRouter>,
    zh,
  );
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('people records page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(call).mockReset();
    vi.mocked(upload).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'people.orgTree') return tree;
      if (id === 'customers.page') return { records: people, total: 2, page: 1, limit: 20 };
      if (id.endsWith('List')) return [];
      return null;
    });
  });

  it('filters by the chosen organisation, adds a person into it, and cancels the checked people', async () => {
    renderPage();
    expect(await screen.findByText('张三')).toBeTruthy();
    await userEvent.click(screen.getByText('后勤部', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(callsTo('customers.page').at(-1)).toMatchObject({ orgId: 2, page: 1 }));

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('人员编号');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '王五');
    await userEvent.type(within(dialog).getByLabelText('人员编号'), 'P003');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.add')).toHaveLength(1));
    expect(callsTo('customers.add')[0]).toMatchObject({ custName: '王五', custNum: 'P003', orgId: 2, kind: 'staff', sex: 0 });

    await userEvent.click(within(rowOf('张三')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('李四')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量注销/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.batchCancel')).toEqual([{ custIds: [11, 12] }]));
  });

  it('moves the checked people to an organisation', async () => {
    renderPage();
    await screen.findByText('张三');
    await userEvent.click(within(rowOf('张三')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /调整组织/ }));
    const dialog = dialogWith('将 1 人调整到');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click((await screen.findAllByTitle('总公司')).find((e) => e.closest('.ant-select-tree')) as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.moveToOrg')).toEqual([{ custIds: [11], orgId: 1 }]));
  });

  it('after an import with bad rows, shows every row error on the result page', async () => {
    vi.mocked(upload).mockResolvedValue({
      code: Code.PASS_THROUGH,
      msg: '共1000行，其中2行有误，未导入任何数据',
      data: {
        total: 1000,
        errors: [
          { row: 12, custNum: 'H10', field: 'custName', message: '姓名不能为空' },
          { row: 502, custNum: 'H500', field: 'org', message: '组织不存在或无权限' },
        ],
      },
    });
    const { container } = renderPage();
    await screen.findByText('张三');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'people.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('导入失败，未写入任何数据')).toBeTruthy();
    expect(vi.mocked(upload).mock.calls[0][0]).toBe('customers.importAdd');
    expect(screen.getByText(/共1000行，其中2行有误/)).toBeTruthy();
    const row = screen.getByText('502').closest('tr') as HTMLElement;
    expect(within(row).getByText('H500')).toBeTruthy();
    expect(within(row).getByText('组织')).toBeTruthy();
    expect(within(row).getByText('组织不存在或无权限')).toBeTruthy();
    expect(screen.getByText('姓名不能为空')).toBeTruthy();
  });
});
