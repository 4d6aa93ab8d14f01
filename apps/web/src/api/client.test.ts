import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { PUBLIC_SIGN_KEY, signOf } from '@canteen/contract';
import i18n from '@/i18n';
import { call, download, upload } from './client';
import { ApiError } from './errors';
import { setMessageApi } from './feedback';
import { loadingCount } from './loading';
import { reloadPage } from './page';
import { SIGN_KEY_STORAGE } from './session';

vi.mock('./page', () => ({ reloadPage: vi.fn() }));

const CONFIG = { merchantId: 7, clientId: 'yunshitang' };
const SIGN_KEY = 'login-key-1';
const message = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), loading: vi.fn(), info: vi.fn() };

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://console.test');
  if (url.pathname === '/config.json') return Response.json(CONFIG);
  return handler(url, init);
});

const ROLE = { roleCode: 'cook', roleName: '厨师', menuIds: [] };
const reply = (code: number, data: unknown = null, msg = '', status = 200) => Response.json({ code, msg, data }, { status });
const lastRequest = () => {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(input), 'http://console.test'), init: init! };
};

beforeAll(() => setMessageApi(message as never));
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  for (const fn of Object.values(message)) fn.mockClear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
});

describe('request envelope and headers (DESIGN §3)', () => {
  it('sends GET calls as signed query parameters with the session headers; the first load stores the config’s merchant id', async () => {
    expect(Cookies.get('MERCHANT-ID')).toBeUndefined();
    Cookies.set('Admin-Token', 'tok-1');
    localStorage.setItem(SIGN_KEY_STORAGE, SIGN_KEY);
    handler = () => reply(10000, { logoUrl: '', loginLogoUrl: '' });
    await call('settings.queryLogoConfig');
    const { url, init } = lastRequest();
    expect(url.pathname).toBe('/yunshitang/api/v1/setting/queryLogoConfig');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ version: '1.0', signType: 'md5', content: '{}' });
    expect(q.nonceStr).toMatch(/^[A-Za-z0-9]{6}$/);
    // A call open before login is signed with the public key, even by a logged-in console.
    expect(q.sign).toBe(signOf('{}', q.nonceStr, q.timestamp, PUBLIC_SIGN_KEY));
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'MERCHANT-ID': '7', 'Accept-Language': 'en' });
    expect(Cookies.get('MERCHANT-ID')).toBe('7');
  });

  it('keeps a merchant id that is already stored', async () => {
    vi.resetModules();
    Cookies.set('MERCHANT-ID', '3');
    const { loadConfig } = await import('./config');
    await loadConfig();
    expect(Cookies.get('MERCHANT-ID')).toBe('3');
  });

  it('sends other methods as a JSON envelope signed with the login’s key and fills path parameters', async () => {
    localStorage.setItem(SIGN_KEY_STORAGE, SIGN_KEY);
    handler = () => reply(10000, null);
    await call('admin.roleRemove', { id: 12 });
    const { url, init } = lastRequest();
    expect(url.pathname).toBe('/admin/api/v1/mgrrole/remove/12');
    expect(init.method).toBe('DELETE');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ version: '1.0', signType: 'md5', content: { id: 12 } });
    expect(body.sign).toBe(signOf('{"id":12}', body.nonceStr, body.timestamp, SIGN_KEY));
  });
});

describe('reply codes (spec §8)', () => {
  it('10000 resolves with data', async () => {
    handler = () => reply(10000, { users: 3 });
    await expect(call('admin.dashboard')).resolves.toEqual({ users: 3 });
    expect(message.error).not.toHaveBeenCalled();
  });

  it('59000 resolves with the whole reply', async () => {
    handler = () => reply(59000, { rows: [1] }, 'partly imported');
    await expect(call('admin.dashboard')).resolves.toEqual({ code: 59000, msg: 'partly imported', data: { rows: [1] } });
  });

  it('another code shows the server message for 2 s and rejects with ApiError, whatever the HTTP status', async () => {
    handler = () => reply(40000, { fields: [{ field: 'roleName', message: 'required' }] }, 'Validation failed', 400);
    const error = await call('admin.roleAdd', ROLE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40000, msg: 'Validation failed', data: { fields: [{ field: 'roleName', message: 'required' }] } });
    expect(message.error).toHaveBeenCalledWith('Validation failed', 2);
  });

  it('falls back to "Error" without a message, and stays quiet when silent', async () => {
    handler = () => reply(42200, null, '');
    await expect(call('admin.roleAdd', ROLE)).rejects.toMatchObject({ code: 42200 });
    expect(message.error).toHaveBeenCalledWith('Error', 2);
    message.error.mockClear();
    await expect(call('admin.roleAdd', ROLE, { silent: true })).rejects.toMatchObject({ code: 42200 });
    expect(message.error).not.toHaveBeenCalled();
  });

  it('a reply that is not an envelope fails with its HTTP status', async () => {
    handler = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(call('admin.dashboard')).rejects.toMatchObject({ code: 502 });
    expect(message.error).toHaveBeenCalledWith(expect.stringContaining('502'), 2);
  });

  it('20001 shows the message, clears the token and reloads the page', async () => {
    vi.useFakeTimers();
    Cookies.set('Admin-Token', 'expired');
    handler = () => reply(20001, null, 'Please log in again', 401);
    await expect(call('admin.dashboard', {}, { silent: true })).rejects.toMatchObject({ code: 20001 });
    expect(message.error).toHaveBeenCalledWith('Please log in again', 2);
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a transport error shows its message for 5 s', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(call('admin.dashboard')).rejects.toThrow('Failed to fetch');
    expect(message.error).toHaveBeenCalledWith('Failed to fetch', 5);
  });

  it('gives up after the timeout', async () => {
    handler = (_url, init) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await expect(call('admin.dashboard', {}, { timeout: 20 })).rejects.toThrow('Request timed out (20 ms)');
    expect(message.error).toHaveBeenCalledWith('Request timed out (20 ms)', 5);
  });

  it('counts requests for the overlay unless loading is false', async () => {
    let seen = -1;
    handler = () => {
      seen = loadingCount();
      return reply(10000, null);
    };
    await call('admin.dashboard');
    expect(seen).toBe(1);
    expect(loadingCount()).toBe(0);
    await call('admin.dashboard', {}, { loading: false });
    expect(seen).toBe(0);
    handler = () => reply(50000, null, 'boom');
    await call('admin.dashboard').catch(() => {});
    expect(loadingCount()).toBe(0);
  });
});

describe('download', () => {
  it('saves a file reply under the given name', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('roles.xlsx');
      expect(this.href).toBe('blob:x');
    });
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    handler = () => new Response('xlsx-bytes', { headers: { 'content-type': xlsx } });
    await download('accountRecords.rechargeExport', { custName: '张' }, 'roles.xlsx');
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 10, type: xlsx }));
    click.mockRestore();
  });

  it('a JSON reply instead of a file fails with the server message, else the export cap', async () => {
    handler = () => reply(42200, null, '最大导出50000条数据', 422);
    await expect(download('accountRecords.rechargeExport', {}, 'x.xlsx')).rejects.toMatchObject({ code: 42200, msg: '最大导出50000条数据' });
    expect(message.error).toHaveBeenLastCalledWith('最大导出50000条数据', 2);
    handler = () => Response.json({ code: 42200 });
    await expect(download('accountRecords.rechargeExport', {}, 'x.xlsx')).rejects.toMatchObject({ msg: 'max export 50000 rows' });
  });
});

describe('upload', () => {
  it('sends the file and the envelope fields as multipart, the query in the URL', async () => {
    handler = () => reply(10000, { fileNameUrl: '/files/logo/a.png', width: 1, height: 1 });
    localStorage.setItem(SIGN_KEY_STORAGE, SIGN_KEY);
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await expect(upload('files.upload', file, { uploadKey: 'logo' }, { uploadKey: 'logo' })).resolves.toMatchObject({
      fileNameUrl: '/files/logo/a.png',
    });
    const { url, init } = lastRequest();
    expect(url.pathname + url.search).toBe('/admin/api/v1/sysfile/upload?uploadKey=logo');
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('a.png');
    expect(form.get('content')).toBe('{"uploadKey":"logo"}');
    expect(form.get('sign')).toBe(
      signOf('{"uploadKey":"logo"}', String(form.get('nonceStr')), String(form.get('timestamp')), SIGN_KEY),
    );
    expect(form.get('version')).toBe('1.0');
    expect(form.get('signType')).toBe('md5');
  });
});
