import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HealthReport } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/peopleMaster';
import MedicalReportPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
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
      <MedicalReportPage />
    </MemoryRouter>,
    zh,
  );
}

describe('health reports page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (e) => {
      const id = idOf(e);
      if (id === 'peopleMaster.healthReportPage') return { records: [report], total: 1, page: 1, limit: 20 };
      if (id === 'peopleMaster.healthPersonOptions') return [{ custId: 3, custName: '张三', custNum: 'E001' }];
      return null;
    });
  });

  it('lists reports with one-decimal measures and adds one for the person of the link', async () => {
    renderAt('/personal/personnal/medicalreport?custId=3');
    const row = (await screen.findByText('市人民医院')).closest('tr') as HTMLElement;
    expect(within(row).getByText('65.5')).toBeTruthy();
    expect(within(row).getByText('172.0')).toBeTruthy();
    expect(within(row).getByText('手工录入')).toBeTruthy();
    await waitFor(() => expect(callsTo('peopleMaster.healthReportPage')[0]).toMatchObject({ custId: 3 }));
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('体检机构');
    await userEvent.click(within(dialog).getByLabelText('体检日期'));
    await userEvent.type(within(dialog).getByLabelText('体检日期'), '2025-04-01{enter}');
    await userEvent.type(within(dialog).getByLabelText('体检机构'), '社区医院');
    await userEvent.type(within(dialog).getByLabelText('体重(kg)'), '70.2');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.healthReportAdd')).toHaveLength(1));
    expect(callsTo('peopleMaster.healthReportAdd')[0]).toMatchObject({ custId: 3, reportDate: '2025-04-01', institution: '社区医院', weight: 70.2, images: [] });
  });

  it('asks the server to sync the health data of everyone in reach', async () => {
    renderAt('/personal/personnal/medicalreport');
    await screen.findByText('市人民医院');
    await userEvent.click(screen.getByRole('button', { name: /同步体检数据/ }));
    await waitFor(() => expect(callsTo('peopleMaster.healthSyncAll')).toEqual([{}]));
  });
});
