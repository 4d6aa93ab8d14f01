import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, invalid } from '@/testing/fakeApi';
import zhSettings from '@/i18n/zh/settings';
import MerchantSettingPage from '.';

const VALUES: Record<string, unknown> = {
  general: { merchantName: '演示食堂', timeZone: 'Asia/Shanghai' },
  account: { overdraftLimit: 1050, maxBalance: 0, singleConsumeLimit: 0, dailyConsumeLimit: 0 },
  pay: { payTypes: ['card', 'face'], allowOffline: true, offlineMaxAmount: 5000, refundDays: 7 },
  offline: { daysBack: 7, minutesAhead: 5 },
  canteen: { bookingDaysAhead: 7, bookingCutoffMinutes: 60, allowTakeout: false, repeatIntervalSeconds: 0 },
};

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

const server = () => fakeApi({ 'settings.getSetting': ({ key }) => ({ key, value: VALUES[key], updatedAt: null }) });

describe('merchant settings page', () => {
  it('shows each setting with money in yuan and pay types by name', async () => {
    server();
    renderWidget(<MerchantSettingPage />, zhSettings);
    expect(await screen.findByDisplayValue('演示食堂')).toBeTruthy();
    const account = card('账户额度');
    expect(await within(account).findByDisplayValue('10.50')).toBeTruthy();
    expect(within(card('支付配置')).getByText('刷卡')).toBeTruthy();
    expect(within(card('支付配置')).getByText('刷脸')).toBeTruthy();
    // What 0 means, and where held offline records go.
    expect(within(card('支付配置')).getByText('可退款天数（0为仅限用餐当天）')).toBeTruthy();
    expect(within(card('支付配置')).getByLabelText(zhSettings['settings.pay.hint'])).toBeTruthy();
    expect(within(card('食堂配置')).getByText('可提前预订天数（0为仅限当天）')).toBeTruthy();
    expect(within(card('食堂配置')).getByText('预订截止（餐次开始前分钟，0为开始前均可）')).toBeTruthy();
    expect(within(card('食堂配置')).getByLabelText(zhSettings['settings.canteen.hint'])).toBeTruthy();
  });

  it('saves the overdraft limit in cents through putSetting', async () => {
    const api = server();
    renderWidget(<MerchantSettingPage />, zhSettings);
    const account = card('账户额度');
    const input = await within(account).findByDisplayValue('10.50');
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.click(within(account).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('settings.putSetting')).toEqual([{ key: 'account', value: { overdraftLimit: 2000, maxBalance: 0, singleConsumeLimit: 0, dailyConsumeLimit: 0 } }]));
  });

  it('saves the offline upload window through putSetting', async () => {
    const api = server();
    renderWidget(<MerchantSettingPage />, zhSettings);
    const offline = card('离线上传时间窗口');
    const days = await within(offline).findByDisplayValue('7');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(within(offline).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('settings.putSetting')).toEqual([{ key: 'offline', value: { daysBack: 3, minutesAhead: 5 } }]));
  });

  it('shows the server’s refusal under the field', async () => {
    const api = server();
    renderWidget(<MerchantSettingPage />, zhSettings);
    const account = card('账户额度');
    await within(account).findByDisplayValue('10.50');
    api.on({
      'settings.putSetting': () => {
        throw invalid([{ field: 'value.overdraftLimit', message: '透支额度过大' }], '设置内容不正确');
      },
    });
    await userEvent.click(within(account).getByRole('button', { name: spaced('保存') }));
    expect(await within(account).findByText('透支额度过大')).toBeTruthy();
  });
});
