import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zhDevices from '@/i18n/zh/devices';
import ServiceCounterDetailPage from '.';

describe('service counter detail', () => {
  it('shows the counter, its settings and its commands with their results', async () => {
    const api = fakeApi({
      'devices.serviceCounterDetail': () => ({
      device: {
        deviceId: 7, name: '一楼服务台', type: 'servicecounter', serialNumber: 'SC-1', canteenId: 1, stallId: null, mealLineId: null,
        printerId: null, printerName: '小票机', ip: '10.0.0.8', state: 'enabled', loginTypes: ['card', 'face'], appVersion: '2.1.0',
        lastHeartbeatAt: '2026-11-22T03:00:00Z', online: true, createdAt: '2026-11-01T00:00:00Z',
      },
      deskControl: { enabled: true, tableRequired: false, maxDiners: 8 },
      sourceControl: { sources: ['onSite', 'takeout'] },
      commands: [{ commandId: 1, kind: 'faceSetTime', payload: {}, createdAt: '2026-11-22T02:00:00Z', deliveredAt: null, ackedAt: null, ok: null, message: '' }],
      }),
    });
    renderWidget(
      <MemoryRouter initialEntries={['/basesetting/machinemanage/servicecounter/detail?id=7']}>
        <ServiceCounterDetailPage />
      </MemoryRouter>,
      zhDevices,
    );
    expect(await screen.findByText('一楼服务台')).toBeTruthy();
    expect(api.calls('devices.serviceCounterDetail')).toEqual([{ id: 7 }]);
    expect(screen.getByText('在线')).toBeTruthy();
    expect(screen.getByText('刷卡、人脸')).toBeTruthy();
    expect(screen.getByText('外卖')).toBeTruthy();
    expect(screen.getByText('校准时间')).toBeTruthy();
    expect(screen.getByText('待执行')).toBeTruthy();
  });

  it('asks to open it from the list when no counter is given', () => {
    const api = fakeApi();
    renderWidget(
      <MemoryRouter initialEntries={['/basesetting/machinemanage/servicecounter/detail']}>
        <ServiceCounterDetailPage />
      </MemoryRouter>,
      zhDevices,
    );
    expect(screen.getByText('请从服务台列表进入详情')).toBeTruthy();
    expect(api.log).toEqual([]);
  });
});
