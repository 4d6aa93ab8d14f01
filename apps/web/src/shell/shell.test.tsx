import { endpointById, type DashboardFigures } from '@canteen/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import App, { queryClient } from '@/App';
import i18n from '@/i18n';
import { sessionStore } from './session';
import { DEFAULT_SETTINGS, settingsStore } from './settings';
import { tagsStore } from './tags';

const CONFIG = { merchantId: 1, clientId: 'c' };
const USER = {
  userId: 5,
  username: 'li',
  realName: 'Li Lei',
  phone: '',
  avatar: '',
  merchantId: 1,
  merchantName: 'Demo',
  roleId: 2,
  roleName: 'ops',
  isPlatform: false,
  menuIdList: [201000, 206010, 212000, 601000],
};
const SUMMARY = {
  users: 12,
  enabledUsers: 11,
  roles: 3,
  operationsToday: 40,
  failedToday: 2,
  recentOperations: [
    { id: 1, username: 'li', endpointId: 'admin.roleAdd', summary: 'Add a role', method: 'POST', path: '/x', ip: '::1', code: 10000, msg: '成功', durationMs: 3, at: '2024-05-01T08:00:00+08:00' },
    { id: 2, username: 'li', endpointId: 'admin.userRemove', summary: 'Remove a manager user', method: 'DELETE', path: '/y', ip: '::1', code: 40300, msg: '无权访问', durationMs: 2, at: '2024-05-01T08:01:00+08:00' },
  ],
};

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const decrypt = (base64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');

const compared = (today: number) => ({ today, yesterday: 0, lastWeek: 0 });
const FIGURES: DashboardFigures = {
  day: '2026-11-28',
  sales: compared(55_000),
  orders: compared(12),
  diners: compared(10),
  recharge: compared(0),
  subsidy: compared(0),
  refundsPending: null,
  devicesOffline: null,
  stockWarnings: null,
  todayOrders: { day: '2026-11-28', canteens: [] },
};

type Replies = Record<string, (init?: RequestInit) => Response>;
let replies: Replies;
const ok = (data: unknown) => () => Response.json({ code: 10000, msg: '', data });

beforeEach(async () => {
  replies = {
    '/config.json': () => Response.json(CONFIG),
    '/admin/api/v1/mgruser/detail/info': ok(USER),
    '/yunshitang/api/v1/setting/queryLogoConfig': ok({ logoUrl: '', loginLogoUrl: '' }),
    '/admin/api/v1/dashboard/summary': ok(SUMMARY),
    [endpointById.get('dataScreen.dashboard')!.path]: ok(FIGURES),
    '/auth/token/logout': ok(null),
    '/auth/oauth/public-key': () => Response.json({ keyId: 'k', alg: 'RSA-OAEP-256', spki }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://console.test');
      const reply = replies[pathname];
      return reply ? reply(init) : Response.json({ code: 40400, msg: 'not found', data: null }, { status: 404 });
    }),
  );
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  tagsStore.set([]);
  settingsStore.set((s) => ({ ...s, showSettings: DEFAULT_SETTINGS.showSettings }));
  sessionStore.set({ token: undefined, user: null, roles: [], hasRoles: false });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

/** The dashboard's figures are up (the first render also loads the lazy layout and page). */
const dashboardShown = () => screen.findByText('￥550.00', {}, { timeout: 5000 }); // today's sales

function openAt(path: string, token?: string) {
  if (token) Cookies.set('Admin-Token', token);
  sessionStore.set({ token, user: null, roles: [], hasRoles: false });
  window.history.pushState({}, '', path);
  return render(<App />);
}

describe('console shell', () => {
  it('sends a visitor without a token to the login page with the path to come back to', async () => {
    openAt('/basesetting/userrole/role');
    // The login page is a lazy chunk, as the 404 page below: on a busy machine it takes more than a second.
    expect(await screen.findByRole('button', { name: /登\s*录/ }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fbasesetting%2Fuserrole%2Frole');
    await waitFor(() => expect(document.title).toBe('系统登录'));
  });

  it('loads the user, builds the menu from their menu ids and shows the dashboard', async () => {
    openAt('/', 'tok');
    await dashboardShown();
    expect(window.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('首页 - 云食堂'));
    // The operation's name is translated from its endpoint id; its result reads as words, a failure with its reason.
    const done = screen.getByText('新增角色').closest('tr')!;
    expect(within(done).getByText('成功')).toBeTruthy();
    expect(within(done).queryByText('10000')).toBeNull();
    const refused = screen.getByText('删除用户').closest('tr')!;
    expect(within(refused).getByText('失败')).toBeTruthy();
    expect(within(refused).getByText('无权访问')).toBeTruthy();

    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('基础设置')).toBeTruthy();
    expect(within(menu).queryByText('订单中心')).toBeNull(); // not permitted
    expect(within(menu).queryByText('商户服务')).toBeNull(); // platform only
    expect(screen.getByRole('tab', { name: '首页' })).toBeTruthy();
  });

  it('shows "not yet open" for a permitted page that is not built, and a breadcrumb from the dashboard', async () => {
    openAt('/notice/noticeruleset', 'tok');
    expect(await screen.findByText('该服务暂未开放，敬请期待', {}, { timeout: 5000 })).toBeTruthy();
    const crumbs = document.querySelector<HTMLElement>('.shell-breadcrumb')!;
    expect(within(crumbs).getByRole('link', { name: '首页' })).toBeTruthy();
    expect(within(crumbs).getByText('通知中心').closest('a')).toBeNull();
    expect(within(crumbs).getByText('通知规则设置').closest('a')).toBeNull();
    await waitFor(() => expect(document.title).toBe('通知规则设置 - 云食堂'));
  });

  it('sends a page the user may not open, and unknown paths, to 404', async () => {
    openAt('/orderCenter/orderdetail', 'tok');
    expect(await screen.findByText('您访问的页面不存在', {}, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/404');
  });

  it('a menu group leads to its first permitted page', async () => {
    openAt('/notice', 'tok');
    expect(await screen.findByText('该服务暂未开放，敬请期待', {}, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/notice/noticeruleset');
  });

  it('when the user info cannot be loaded: token reset, message shown, back to login', async () => {
    replies['/admin/api/v1/mgruser/detail/info'] = () => Response.json({ code: 40300, msg: '没有权限', data: null }, { status: 403 });
    openAt('/dashboard', 'tok');
    expect(await screen.findByText('没有权限')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Fdashboard');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
  });

  it('logs out through the avatar menu back to login with the current path', async () => {
    const user = userEvent.setup();
    openAt('/dashboard', 'tok');
    await dashboardShown();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Fdashboard');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(tagsStore.get()).toEqual([]);
  });

  it('switches the language from the dropdown, the current one disabled', async () => {
    const user = userEvent.setup();
    openAt('/dashboard', 'tok');
    await dashboardShown();
    await user.click(screen.getByRole('button', { name: '切换语言' }));
    const current = await screen.findByRole('menuitem', { name: '中文' });
    expect(current.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Switch Language Success')).toBeTruthy();
    expect(Cookies.get('language')).toBe('en');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
  });

  it('warns when the browser cannot go full screen', async () => {
    const user = userEvent.setup();
    openAt('/dashboard', 'tok');
    await dashboardShown();
    expect(document.fullscreenEnabled).toBeFalsy(); // jsdom has no full-screen support
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('您的浏览器不支持全屏')).toBeTruthy();
  });

  it('changes the password: both fields required on blur, both sent encrypted', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // the dialog ignores the pointer while it animates in
    let sent: Record<string, unknown> | null = null;
    replies['/admin/api/v1/mgruser/change/password/by/old'] = (init) => {
      sent = JSON.parse(String(init?.body)).content;
      return Response.json({ code: 10000, msg: '', data: null });
    };
    openAt('/dashboard', 'tok');
    await dashboardShown();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['旧密码', '新密码']) {
      const input = within(dialog).getByLabelText(label);
      act(() => {
        input.focus();
        input.blur();
      });
    }
    expect(await within(dialog).findByText('请输入旧密码')).toBeTruthy();
    expect(await within(dialog).findByText('请输入新密码')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('旧密码'), 'old-one');
    await user.type(within(dialog).getByLabelText('新密码'), 'new-one');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(sent).toMatchObject({ userId: 5 });
    const opened = (field: 'oldPassword' | 'newPassword') => (JSON.parse(decrypt(String(sent![field]))) as { password: string }).password;
    expect(opened('oldPassword')).toBe('old-one');
    expect(opened('newPassword')).toBe('new-one');
  });

  it('settings panel: no trigger unless the deployment turns it on', async () => {
    openAt('/dashboard', 'tok');
    await dashboardShown();
    expect(screen.queryByRole('button', { name: '系统布局配置' })).toBeNull();
  });

  it('settings panel: opens from its top-bar button, shows the hint line only in Chinese, closes on an outside click', async () => {
    const user = userEvent.setup();
    settingsStore.set((s) => ({ ...s, showSettings: true }));
    openAt('/dashboard', 'tok');
    await dashboardShown();
    await user.click(within(document.querySelector<HTMLElement>('.navbar')!).getByRole('button', { name: '系统布局配置' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('switch', { name: '开启 Tags-View' }).getAttribute('aria-checked')).toBe('true');
    expect(within(panel).getByRole('switch', { name: '固定 Header' }).getAttribute('aria-checked')).toBe('false');
    expect(within(panel).getByRole('switch', { name: '侧边栏 Logo' }).getAttribute('aria-checked')).toBe('true');
    expect(within(panel).getByText(/以上设置保存在当前浏览器中/)).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(within(panel).queryByText(/These settings are kept/)).toBeNull();
    await act(() => i18n.changeLanguage('zh'));

    await user.click(document.querySelector('.ant-drawer-mask')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('logs in and goes to the redirect; a refusal shows the server’s words', async () => {
    const user = userEvent.setup();
    let accept = false;
    replies['/auth/oauth/token'] = () =>
      accept
        ? Response.json({ access_token: 'new-token', token_type: 'bearer', expires_in: 60, username: 'li', merchant_id: 1, cust_eff_id: null, sign_key: 'k' })
        : Response.json({ error: 'invalid_grant', error_description: '用户名或密码错误' }, { status: 400 });
    openAt('/login?redirect=%2Fnotice%2Fnoticeruleset');
    await user.type(await screen.findByPlaceholderText('用户名'), 'li');
    await user.type(screen.getByPlaceholderText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');

    accept = true;
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('该服务暂未开放，敬请期待', {}, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/notice/noticeruleset');
    expect(Cookies.get('Admin-Token')).toBe('new-token');
  });
});
