import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, type Person, type OrgNode } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/persons';
import { personRow } from '../testData';
import PersonsPage from '.';
import ImportResultPage from '../importResult';

const node = (orgId: number, orgName: string, children: OrgNode[] = []): OrgNode => ({ orgId, parentId: null, orgName, orgCode: '', sort: 0, children });
const tree = [node(1, '总公司', [node(2, '后勤部')])];
const person = (custId: number, custName: string, custNum: string): Person => personRow({ custId, custName, custNum });

function renderPage() {
  return renderWidget(
    <MemoryRouter initialEntries={['/personal/personnal']}>
      <Routes>
        <Route path="/personal/personnal" element={<PersonsPage />} />
        <Route path="/personal/personnal/daorujieguo" element={<ImportResultPage />} />
      </Routes>
    </MemoryRouter>,
    zh,
  );
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('people records page', () => {
  let api: FakeApi;
  const callsTo = <Id extends 'customers.page' | 'customers.add' | 'customers.batchCancel' | 'customers.moveToOrg'>(id: Id) => api.calls(id);
  beforeEach(() => {
    sessionStorage.clear();
    // The people follow the calls: an added one is listed, cancelled ones are not, a moved one is in its new organisation.
    const people = [person(11, '张三', 'P001'), person(12, '李四', 'P002')];
    api = fakeApi({
      'people.orgTree': () => tree,
      'customers.page': ({ orgId }) => page(people.filter((p) => p.state === 'normal' && (!orgId || p.orgId === orgId))),
      'customers.add': (input) => {
        people.push(personRow({ ...input, custId: 13, orgName: '后勤部', psnTypeId: null, phone: '', placeId: null }));
        return { custId: 13 };
      },
      'customers.batchCancel': ({ custIds }) => {
        for (const p of people) if (custIds.includes(p.custId)) p.state = 'cancelled';
        return null;
      },
      'customers.moveToOrg': ({ custIds, orgId }) => {
        for (const p of people) if (custIds.includes(p.custId)) Object.assign(p, { orgId, orgName: '总公司' });
        return null;
      },
      'peopleMaster.psnTypeList': () => [],
      'peopleMaster.jobList': () => [],
      'peopleMaster.gradeList': () => [],
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
    expect(await screen.findByText('王五')).toBeTruthy();

    await userEvent.click(within(rowOf('张三')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('李四')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量注销/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.batchCancel')).toEqual([{ custIds: [11, 12] }]));
    // Read again, the cancelled people are gone from the list.
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
    expect(screen.queryByText('李四')).toBeNull();
    expect(screen.getByText('王五')).toBeTruthy();
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
    expect(await within(rowOf('张三')).findByText('总公司')).toBeTruthy();
  });

  it('after an import with bad rows, shows every row error on the result page', async () => {
    api.on({
      'customers.importAdd': () => {
        throw refuse(Code.PASS_THROUGH, '共1000行，其中2行有误，未导入任何数据', {
          total: 1000,
          errors: [
            { row: 12, custNum: 'H10', field: 'custName', message: '姓名不能为空' },
            { row: 502, custNum: 'H500', field: 'org', message: '组织不存在或无权限' },
          ],
        });
      },
    });
    const { container } = renderPage();
    await screen.findByText('张三');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'people.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('导入失败，未写入任何数据')).toBeTruthy();
    expect(api.log.map((c) => c.id)).toContain('customers.importAdd');
    expect(screen.getByText(/共1000行，其中2行有误/)).toBeTruthy();
    const row = screen.getByText('502').closest('tr') as HTMLElement;
    expect(within(row).getByText('H500')).toBeTruthy();
    expect(within(row).getByText('组织')).toBeTruthy();
    expect(within(row).getByText('组织不存在或无权限')).toBeTruthy();
    expect(screen.getByText('姓名不能为空')).toBeTruthy();
  });
});
