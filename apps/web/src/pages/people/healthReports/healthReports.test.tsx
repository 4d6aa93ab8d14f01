import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HealthReport } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/peopleReferences';
import HealthReportsPage from '.';

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
      <HealthReportsPage />
    </MemoryRouter>,
    zh,
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
