import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Code, type HealthReport } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse } from '@/testing/fakeApi';
import zh from '@/i18n/zh/peopleReferences';
import zhHealth from '@/i18n/zh/health';
import HealthReportsPage from '.';
import PersonReportsPage from './PersonReportsPage';

const report: HealthReport = {
  heainfoId: 9,
  custId: 3,
  custName: '张三',
  custNum: 'E001',
  orgName: '后勤部',
  reportDate: '2025-03-01',
  institution: '市人民医院',
  height: 172,
  weight: 65.5,
  bloodPressure: '120/80',
  bloodSugar: null,
  conclusion: '正常',
  images: [],
  remark: '',
  source: 'manual',
  createdAt: '2025-03-02T00:00:00Z',
};

function renderAt(url: string) {
  return renderWidget(
    <MemoryRouter initialEntries={[url]}>
      {url.startsWith('/healthcenter/') ? <PersonReportsPage /> : <HealthReportsPage />}
    </MemoryRouter>,
    { ...zh, ...zhHealth },
  );
}

const server = () =>
  fakeApi({
    'peopleMaster.healthReportPage': () => page([report]),
    'peopleMaster.healthPersonOptions': () => [{ custId: 3, custName: '张三', custNum: 'E001' }],
    'peopleMaster.healthReportAdd': () => ({ heainfoId: 10 }),
    'peopleMaster.healthSyncAll': () => ({ people: 12, added: 3, skipped: 1 }),
  });

describe('health reports page', () => {
  it('lists reports with one-decimal measures and adds one for the person of the link', async () => {
    const api = server();
    renderAt('/personal/personnal/medicalreport?custId=3');
    const row = (await screen.findByText('市人民医院')).closest('tr') as HTMLElement;
    expect(within(row).getByText('65.5')).toBeTruthy();
    expect(within(row).getByText('172.0')).toBeTruthy();
    expect(within(row).getByText('手工录入')).toBeTruthy();
    await waitFor(() => expect(api.calls('peopleMaster.healthReportPage')[0]).toMatchObject({ custId: 3 }));
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('体检机构');
    await userEvent.click(within(dialog).getByLabelText('体检日期'));
    await userEvent.type(within(dialog).getByLabelText('体检日期'), '2025-04-01{enter}');
    await userEvent.type(within(dialog).getByLabelText('体检机构'), '社区医院');
    await userEvent.type(within(dialog).getByLabelText('体重(kg)'), '70.2');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.healthReportAdd')).toHaveLength(1));
    expect(api.calls('peopleMaster.healthReportAdd')[0]).toMatchObject({ custId: 3, reportDate: '2025-04-01', institution: '社区医院', weight: 70.2, images: [] });
  });

  it('asks the server to sync the health data of everyone in reach', async () => {
    const api = server();
    renderAt('/personal/personnal/medicalreport');
    await screen.findByText('市人民医院');
    await userEvent.click(screen.getByRole('button', { name: /同步体检数据/ }));
    await waitFor(() => expect(api.calls('peopleMaster.healthSyncAll')).toEqual([{}]));
    expect(await screen.findByText('同步完成：12 人，新增 3 份，跳过 1 份')).toBeTruthy();
  });
});

describe("the health centre's reports of a person", () => {
  it('lists them read-only through health.reportPage, under the person and a link to their detail', async () => {
    const api = fakeApi({ 'health.reportPage': () => page([{ ...report, images: ['/files/medical/a.png', '/files/medical/b.png'] }]) });
    renderAt('/healthcenter/medicalreport2?custId=3');
    const row = (await screen.findByText('市人民医院')).closest('tr') as HTMLElement;
    expect(api.calls('health.reportPage')[0]).toMatchObject({ custId: 3 });
    expect(within(row).getByText('65.5')).toBeTruthy();
    expect(within(row).getByText('—')).toBeTruthy(); // no blood sugar measured
    expect(within(row).getByAltText('报告图片 2025-03-01 2')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '体检报告 张三 (E001)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: spaced('健康详情') })).toBeTruthy();
    // Nothing to add, edit, remove, sync or search by: the people pages keep the reports.
    for (const name of [/新\s?增/, /编\s?辑/, /删\s?除/, /同步体检数据/, /搜\s?索/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
    expect(api.log.every((c) => c.id === 'health.reportPage')).toBe(true);
  });

  it('says when the person has no report, and when they are out of reach', async () => {
    fakeApi({ 'health.reportPage': () => page([]) });
    const { unmount } = renderAt('/healthcenter/medicalreport2?custId=3');
    expect(await screen.findByText('暂无体检报告')).toBeTruthy();
    unmount();
    fakeApi({
      'health.reportPage': () => {
        throw refuse(Code.NOT_FOUND, '人员不存在');
      },
    });
    renderAt('/healthcenter/medicalreport2?custId=4');
    expect(await screen.findByText('人员不存在或不在您的数据权限内')).toBeTruthy();
  });
});
