// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, envelopeQuery, type Reply } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';

/**
 * Issue 23 §14: the logo key is uploaded only by holders of the logo's menu (merchant settings, 205000); a medical
 * report image or a person's photo is served only to those who may see the person it belongs to.
 */

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const UPLOAD_REFUSED = 'You may not upload this kind of image (it needs its menu; replacing the logo needs Merchant settings)';
const SETTINGS_MENU = 205000;
const HEALTH_REPORT_MENU = 704030;
const STAFF_MENU = 704000;
/** The health centre's read-only list of a person's reports. */
const HEALTH_CENTRE_REPORTS_MENU = 906000;

let t: TestServer;
let admin: string;
let admin2: string;
let platform: string;
let device: string;
let orgO: number;
let orgP: number;
let personO: number;
let personP: number;
/** Tokens by what their role holds. */
let settings: string;
let health: string;
let healthInO: string;
let healthCentre: string;
let staff: string;
let staffInO: string;

type Uploaded = { fileNameUrl: string };

async function upload(token: string | undefined, uploadKey: string, headers: Record<string, string> = {}) {
  const boundary = `----canteen${randomBytes(8).toString('hex')}`;
  const fields = envelopeQuery(envelopeFor({}, token));
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_1X1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/api/v1/sysfile/upload?uploadKey=${uploadKey}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload,
  });
  return { ...(res.json() as Reply<Uploaded>), status: res.statusCode };
}
async function uploaded(token: string, uploadKey: string): Promise<string> {
  const r = await upload(token, uploadKey);
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.fileNameUrl;
}
/** The HTTP status of fetching a file with a bearer token (none: anonymous). */
const fetchStatus = async (url: string, token?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;
const files = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_files`))[0].n;

async function userWith(username: string, menuIds: number[], orgIds: number[] | null = null): Promise<string> {
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds }, admin);
  await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds, dishScopeIds: null }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}
const id = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0].id;

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2, platform] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123'), t.token('platform', 'Platform@123')]);
  orgO = await id(`INSERT INTO cust_orgs (merchant_id, name) VALUES (1, 'Files org O')`, []);
  orgP = await id(`INSERT INTO cust_orgs (merchant_id, name) VALUES (1, 'Files org P')`, []);
  personO = await id(`INSERT INTO customers (merchant_id, cust_name, cust_num, org_id) VALUES (1, 'Person O', 'FILES-O', $1)`, [orgO]);
  personP = await id(`INSERT INTO customers (merchant_id, cust_name, cust_num, org_id) VALUES (1, 'Person P', 'FILES-P', $1)`, [orgP]);
  settings = await userWith('settingsholder', [SETTINGS_MENU]);
  health = await userWith('healthall', [HEALTH_REPORT_MENU]);
  healthInO = await userWith('healtho', [HEALTH_REPORT_MENU], [orgO]);
  healthCentre = await userWith('healthcentre', [HEALTH_CENTRE_REPORTS_MENU]);
  staff = await userWith('staffall', [STAFF_MENU]);
  staffInO = await userWith('staffo', [STAFF_MENU], [orgO]);
  const canteenId = (await ok<{ canteenId: number }>(t, 'canteens.canteenAdd', { canteenName: 'Files hall' }, admin)).canteenId;
  const machine = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: 'FILES-FACE', type: 'ufaceshibieji', serialNumber: 'FILES-FACE', canteenId, ip: '' }, admin);
  device = (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber: 'FILES-FACE', secret: machine.secret }, '')).token;
});
afterAll(() => t.close());

describe('the logo key', () => {
  it('is uploaded only by a holder of the merchant settings menu, and served to anyone on the login page', async () => {
    const before = await files();
    for (const token of [staff, health]) {
      const r = await upload(token, 'logo');
      expect(r.code).toBe(Code.FORBIDDEN);
      expect(r.msg).toBe(UPLOAD_REFUSED);
    }
    expect((await upload(platform, 'logo', { 'MERCHANT-ID': '1' })).code).toBe(Code.FORBIDDEN);
    expect(await files()).toBe(before);

    const logo = await uploaded(settings, 'logo');
    expect(await uploaded(admin, 'logo')).toMatch(/^\/files\/1\/logo\//);
    const anonymous = await t.app.inject({ method: 'GET', url: logo });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300');
    expect(anonymous.rawPayload.equals(PNG_1X1)).toBe(true);
  });
});

describe('a medical report image', () => {
  let imageP: string;
  it('is uploaded only with the health report menu', async () => {
    for (const token of [staff, healthCentre]) {
      const r = await upload(token, 'medical');
      expect(r.code).toBe(Code.FORBIDDEN);
      expect(r.msg).toBe(UPLOAD_REFUSED);
    }
    imageP = await uploaded(health, 'medical');
  });

  it('before a report holds it, is served to its uploader only', async () => {
    expect(await fetchStatus(imageP, health)).toBe(200);
    expect(await fetchStatus(imageP, admin)).toBe(404);
    expect(await fetchStatus(imageP, healthInO)).toBe(404);
  });

  it('once in a report, is served to logins with the health report menu and the person in their organisation scope', async () => {
    await ok(t, 'peopleMaster.healthReportAdd', { custId: personP, reportDate: '2026-11-01', images: [imageP] }, health);
    expect(await fetchStatus(imageP, health)).toBe(200);
    expect(await fetchStatus(imageP, admin)).toBe(200);
    expect(await fetchStatus(imageP, healthCentre)).toBe(200);
    // A manager limited to another organisation, a role without the menu, a device, another merchant, the
    // platform operator: missing, as if there were no such file.
    for (const token of [healthInO, staff, settings, device, admin2, platform]) expect(await fetchStatus(imageP, token)).toBe(404);
    const cookie = await t.app.inject({ method: 'GET', url: imageP, headers: { cookie: `Admin-Token=${encodeURIComponent(staff)}` } });
    expect(cookie.statusCode).toBe(404);
    expect(cookie.body).not.toContain('PNG');
    expect(await fetchStatus(imageP)).toBe(401);
  });

  it('of a person inside the scope is served to the limited manager', async () => {
    const imageO = await uploaded(health, 'medical');
    await ok(t, 'peopleMaster.healthReportAdd', { custId: personO, reportDate: '2026-11-02', images: [imageO] }, health);
    expect(await fetchStatus(imageO, healthInO)).toBe(200);
    expect(await fetchStatus(imageO, staffInO)).toBe(404);
  });
});

describe('a person’s photo', () => {
  it('is served by the people menu and organisation scope, and to the merchant’s face readers', async () => {
    const photo = await uploaded(staff, 'cust');
    await ok(t, 'customers.savePhoto', { custId: personP, photoUrl: photo }, staff);
    expect(await fetchStatus(photo, staff)).toBe(200);
    expect(await fetchStatus(photo, device)).toBe(200);
    for (const token of [staffInO, health, admin2]) expect(await fetchStatus(photo, token)).toBe(404);
    const inO = await uploaded(admin, 'cust');
    await ok(t, 'customers.savePhoto', { custId: personO, photoUrl: inO }, admin);
    expect(await fetchStatus(inO, staffInO)).toBe(200);
  });
});

describe('merchant-wide images', () => {
  it('stay served to every login and device of the merchant', async () => {
    const dish = await uploaded(staff, 'dishes');
    for (const token of [staff, health, settings, device, admin]) expect(await fetchStatus(dish, token)).toBe(200);
    expect(await fetchStatus(dish, admin2)).toBe(404);
  });
});

describe('a supplier’s licence scan', () => {
  it('is uploaded and served with the supplier menus only', async () => {
    const buyer = await userWith('supplierbuyer', [1002000]);
    expect((await upload(staff, 'supplier')).code).toBe(Code.FORBIDDEN);
    const scan = await uploaded(buyer, 'supplier');
    for (const token of [buyer, admin]) expect(await fetchStatus(scan, token)).toBe(200);
    for (const token of [staff, device, admin2]) expect(await fetchStatus(scan, token)).toBe(404);
  });
});
