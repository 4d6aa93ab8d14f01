import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Consultation, Subscription } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/healthRecipes';
import InformationSubscriptionPage from '.';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const article: Consultation = {
  consultationId: 5,
  title: '糖尿病人怎么吃主食',
  category: 'chronic',
  coverImage: '',
  summary: '',
  chronicIds: [],
  chronics: [],
  psnTypeIds: [],
  psnTypes: [],
  state: 'draft',
  publishedAt: null,
  author: '王营养师',
  createdAt: '2025-09-01T02:00:00Z',
  updatedAt: '2025-09-01T02:00:00Z',
};
const subscription: Subscription = {
  subscriptionId: 8,
  custId: 42,
  custName: '张伟',
  custNum: 'E1001',
  orgName: '研发部',
  channel: 'app',
  categories: ['diet'],
  chronicIds: [7],
  chronics: [{ id: 7, name: '高血压' }],
  enabled: true,
  remark: '',
  createdAt: '2025-09-01T02:00:00Z',
  updatedAt: '2025-09-01T02:00:00Z',
};

function server() {
  return fakeApi({
    'healthRecipes.consultationOptions': () => ({ chronics: [{ id: 7, name: '高血压' }], psnTypes: [] }),
    'healthRecipes.consultationPage': () => page([article]),
    'healthRecipes.consultationAdd': () => ({ consultationId: 6 }),
    'healthRecipes.subscriptionPage': () => page([subscription]),
    'healthRecipes.consultationExport': () => XLSX,
    'healthRecipes.subscriptionExport': () => XLSX,
  });
}

const render = () =>
  renderWidget(
    <MemoryRouter>
      <InformationSubscriptionPage />
    </MemoryRouter>,
    zh,
  );

describe('information subscription page', () => {
  it('lists articles and publishes a draft', async () => {
    const api = server();
    render();
    const row = (await screen.findByText('糖尿病人怎么吃主食')).closest('tr') as HTMLElement;
    expect(within(row).getByText('慢病管理')).toBeTruthy();
    expect(within(row).getByText('草稿')).toBeTruthy();
    await userEvent.click(within(row).getByText(spaced('发布')).closest('button')!);
    await waitFor(() => expect(api.calls('healthRecipes.consultationState')).toEqual([{ consultationId: 5, state: 'published' }]));
  });

  it('writes an article with a preview that drops scripts, and publishes it', async () => {
    const api = server();
    render();
    await userEvent.click(await screen.findByRole('button', { name: /新增资讯/ }));
    const drawer = (await screen.findByText('新增健康资讯')).closest('.ant-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '夏季食品安全' } });
    await userEvent.click(within(drawer).getByLabelText('分类'));
    await userEvent.click((await screen.findAllByTitle('食品安全')).find((c) => c.classList.contains('ant-select-item-option'))!);
    const html = '<h3>要点</h3><p>生熟分开<script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>';
    fireEvent.change(within(drawer).getByLabelText('正文（HTML）'), { target: { value: html } });
    const preview = await within(drawer).findByTestId('article-preview');
    expect(preview.querySelector('h3')?.textContent).toBe('要点');
    expect(preview.innerHTML).not.toMatch(/script|onerror|alert/);
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('x.png');
    await userEvent.click(within(drawer).getByRole('button', { name: '保存并发布' }));
    await waitFor(() =>
      expect(api.calls('healthRecipes.consultationAdd')).toEqual([
        { title: '夏季食品安全', category: 'foodSafety', coverImage: '', summary: '', content: html, chronicIds: [], psnTypeIds: [], author: '', state: 'published' },
      ]),
    );
  });

  it('lists subscriptions with their channel, saying nothing is sent from here', async () => {
    server();
    render();
    await userEvent.click(await screen.findByRole('tab', { name: '订阅管理' }));
    const row = (await screen.findByText('张伟')).closest('tr') as HTMLElement;
    expect(within(row).getByText('点餐应用')).toBeTruthy();
    expect(within(row).getByText('饮食建议')).toBeTruthy();
    expect(within(row).getByText('高血压')).toBeTruthy();
    expect(screen.getByText('仅记录订阅意向：资讯在点餐应用中展示，本系统不发送短信或邮件')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /发送/ })).toBeNull();
  });

  it('exports each list with its search filters', async () => {
    vi.mocked(saveBlob).mockReset();
    const api = server();
    render();
    await screen.findByText('糖尿病人怎么吃主食');
    const articles = screen.getByRole('tabpanel');
    fireEvent.change(within(articles).getByLabelText('标题'), { target: { value: '糖尿病' } });
    await userEvent.click(within(articles).getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(within(articles).getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '健康资讯.xlsx'));
    expect(api.calls('healthRecipes.consultationExport')).toEqual([{ title: '糖尿病', columns: expect.any(Array) }]);

    await userEvent.click(screen.getByRole('tab', { name: '订阅管理' }));
    await screen.findByText('张伟');
    const subscriptions = screen.getByRole('tabpanel', { name: '订阅管理' });
    fireEvent.change(within(subscriptions).getByLabelText('人员编号'), { target: { value: 'E10' } });
    await userEvent.click(within(subscriptions).getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(within(subscriptions).getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '订阅管理.xlsx'));
    expect(api.calls('healthRecipes.subscriptionExport')).toEqual([{ custNum: 'E10', columns: expect.any(Array) }]);
  });
});
