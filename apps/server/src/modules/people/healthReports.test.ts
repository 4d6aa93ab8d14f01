import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type HealthReport, type HealthSyncResult, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, type Fields } from '../../testing/api';
import { offlineHealthAdapter, setHealthDataAdapter, type ExternalReport } from './healthSync';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());
afterEach(() => setHealthDataAdapter(offlineHealthAdapter));

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const page = (content: Record<string, unknown>, token = admin) => ok<Page<HealthReport>>(t, 'peopleMaster.healthReportPage', content, token);

async function orgOf(orgName: string, parentId: number | null = null, token = admin) {
  return (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName, parentId }, token)).orgId;
}
/** A person written directly (the customers module is a separate part). */
async function person(name: string, orgId: number, merchantId = 1) {
  const row = await t.db.query<{ id: number }>(`INSERT INTO customers (merchant_id, cust_name, cust_num, org_id) VALUES ($1, $2, $3, $4) RETURNING id`, [
    merchantId,
    name,
    `N-${name}`,
    orgId,
  ]);
  return row[0].id;
}
const report = (custId: number, extra: Record<string, unknown> = {}) =>
  ok<{ heainfoId: number }>(t, 'peopleMaster.healthReportAdd', { custId, reportDate: '2025-03-01', ...extra }, admin).then((r) => r.heainfoId);

describe('health reports', () => {
  it('adds, pages by person, name and date range, edits and removes', async () => {
    const org = await orgOf('Health org');
    const ann = await person('Ann Health', org);
    const bob = await person('Bob Health', org);
    const first = await report(ann, {
      reportDate: '2025-01-10',
      institution: 'City Clinic',
      height: 165.44,
      weight: 58.25,
      bloodPressure: '118/76',
      bloodSugar: 5.1,
      conclusion: 'Healthy',
      images: ['/files/1/medical/a.png'],
    });
    await report(ann, { reportDate: '2025-06-01' });
    await report(bob, { reportDate: '2025-02-01' });
    const anns = await page({ custId: ann });
    expect(anns.records.map((r) => r.reportDate)).toEqual(['2025-06-01', '2025-01-10']);
    expect(anns.records[1]).toMatchObject({
      heainfoId: first,
      custName: 'Ann Health',
      custNum: 'N-Ann Health',
      orgName: 'Health org',
      institution: 'City Clinic',
      height: 165.4,
      weight: 58.3,
      bloodPressure: '118/76',
      bloodSugar: 5.1,
      images: ['/files/1/medical/a.png'],
      source: 'manual',
    });
    expect((await page({ custName: 'bob health' })).records.map((r) => r.custId)).toEqual([bob]);
    expect((await page({ custName: 'Health', dateFrom: '2025-01-15', dateTo: '2025-05-31' })).records.map((r) => r.reportDate)).toEqual(['2025-02-01']);
    await ok(t, 'peopleMaster.healthReportEdit', { heainfoId: first, reportDate: '2025-01-11', weight: 57, images: [] }, admin);
    expect((await page({ custId: ann, dateTo: '2025-01-31' })).records[0]).toMatchObject({ reportDate: '2025-01-11', weight: 57, height: null, institution: '', images: [] });
    await ok(t, 'peopleMaster.healthReportRemove', { heainfoId: first }, admin);
    expect((await page({ custId: ann })).total).toBe(1);
    const options = await ok<{ custId: number; custName: string }[]>(t, 'peopleMaster.healthPersonOptions', { keyword: 'health' }, admin);
    expect(options.map((o) => o.custName)).toEqual(['Ann Health', 'Bob Health']);
  });

  it('refuses bad input (40000), writing nothing', async () => {
    const custId = await person('Bad input person', await orgOf('Bad input org'));
    const bad = await t.call<Fields>(
      'peopleMaster.healthReportAdd',
      { custId, reportDate: '2025-13-01', weight: -1, bloodPressure: 'high', images: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { token: admin },
    );
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['bloodPressure', 'images', 'reportDate', 'weight']);
    expect(await code('peopleMaster.healthReportPage', { dateFrom: 'yesterday' })).toBe(Code.VALIDATION);
    expect(await code('peopleMaster.healthReportAdd', { reportDate: '2025-01-01' })).toBe(Code.VALIDATION);
    expect((await page({ custId })).total).toBe(0);
  });

  it('keeps another merchant’s people and reports out of reach (40400)', async () => {
    const mine = await person('Mine HR', await orgOf('Mine HR org'));
    const mineReport = await report(mine);
    const theirOrg = await orgOf('Their HR org', null, admin2);
    const theirs = await person('Theirs HR', theirOrg, 2);
    const theirReport = (await ok<{ heainfoId: number }>(t, 'peopleMaster.healthReportAdd', { custId: theirs, reportDate: '2025-01-01' }, admin2)).heainfoId;
    expect((await page({}, admin2)).records.map((r) => r.heainfoId)).toEqual([theirReport]);
    expect(await code('peopleMaster.healthReportAdd', { custId: theirs, reportDate: '2025-01-01' })).toBe(Code.NOT_FOUND);
    expect(await code('peopleMaster.healthReportEdit', { heainfoId: theirReport, reportDate: '2025-01-02' })).toBe(Code.NOT_FOUND);
    expect(await code('peopleMaster.healthReportRemove', { heainfoId: theirReport })).toBe(Code.NOT_FOUND);
    expect(await code('peopleMaster.healthReportRemove', { heainfoId: mineReport }, admin2)).toBe(Code.NOT_FOUND);
    expect((await page({ custId: theirs })).total).toBe(0);
    expect((await page({}, admin2)).records[0].reportDate).toBe('2025-01-01');
  });

  it('limits a role to the reports of people in its organisations', async () => {
    const a = await orgOf('HR scope A');
    const a1 = await orgOf('HR scope A1', a);
    const b = await orgOf('HR scope B');
    const inside = await person('Inside scope', a1);
    const outside = await person('Outside scope', b);
    const insideReport = await report(inside);
    const outsideReport = await report(outside);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_hr_orgs', roleName: 'hr orgs', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: [a], dishScopeIds: null }, admin);
    await ok(t, 'admin.userAdd', { username: 'hrscoped', password: await t.encrypt('Passw0rd!'), realName: 'H', roleId }, admin);
    const limited = await t.token('hrscoped', 'Passw0rd!');
    expect((await page({ custName: 'scope' }, limited)).records.map((r) => r.heainfoId)).toEqual([insideReport]);
    expect((await ok<{ custId: number }[]>(t, 'peopleMaster.healthPersonOptions', { keyword: 'scope' }, limited)).map((p) => p.custId)).toEqual([inside]);
    expect(await code('peopleMaster.healthReportAdd', { custId: outside, reportDate: '2025-01-01' }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('peopleMaster.healthReportEdit', { heainfoId: outsideReport, reportDate: '2025-01-02' }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('peopleMaster.healthReportRemove', { heainfoId: outsideReport }, limited)).toBe(Code.NOT_FOUND);
    await ok(t, 'peopleMaster.healthReportEdit', { heainfoId: insideReport, reportDate: '2025-04-04' }, limited);
    expect((await page({ custId: outside })).total).toBe(1);
  });
});

describe('third-party health data sync', () => {
  it('says the service is not configured (42200) and reads nothing', async () => {
    const custId = await person('Sync offline', await orgOf('Sync offline org'));
    for (const [id, content] of [
      ['peopleMaster.healthSyncToken', {}],
      ['peopleMaster.healthSyncPerson', { custId }],
      ['peopleMaster.healthSyncAll', {}],
    ] as const) {
      const r = await t.call(id, content, { token: admin });
      expect([r.code, r.msg], id).toEqual([Code.BUSINESS_RULE, 'No third-party health data service is configured; health data cannot be synchronised']);
    }
    expect((await page({ custId })).total).toBe(0);
  });

  it('saves the reports a configured service hands over, each once, only for people in reach', async () => {
    const custId = await person('Sync person', await orgOf('Sync org'));
    const theirs = await person('Sync theirs', await orgOf('Sync their org', null, admin2), 2);
    const asked: number[] = [];
    setHealthDataAdapter({
      configured: true,
      accessToken: async () => ({ accessToken: 'token-from-service', expiresIn: 7200 }),
      reportsOf: async (_ctx, p) => {
        asked.push(p.custId);
        const base = { institution: 'Remote lab', height: 170, weight: 70.5, bloodPressure: '120/80', bloodSugar: null, conclusion: 'ok', images: [], remark: '' };
        return p.custId === custId ? ([{ ...base, externalId: `ext-${p.custId}-1`, reportDate: '2025-05-05' }] satisfies ExternalReport[]) : [];
      },
    });
    expect(await ok(t, 'peopleMaster.healthSyncToken', {}, admin)).toEqual({ accessToken: 'token-from-service', expiresIn: 7200 });
    expect(await ok<HealthSyncResult>(t, 'peopleMaster.healthSyncPerson', { custId }, admin)).toEqual({ people: 1, added: 1, skipped: 0 });
    expect(await ok<HealthSyncResult>(t, 'peopleMaster.healthSyncPerson', { custId }, admin)).toEqual({ people: 1, added: 0, skipped: 1 });
    const all = await ok<HealthSyncResult>(t, 'peopleMaster.healthSyncAll', {}, admin);
    expect(all).toMatchObject({ added: 0, skipped: 1 });
    expect(asked).not.toContain(theirs);
    expect(await code('peopleMaster.healthSyncPerson', { custId: theirs })).toBe(Code.NOT_FOUND);
    expect((await page({ custId })).records.map((r) => [r.source, r.institution, r.weight])).toEqual([['sync', 'Remote lab', 70.5]]);
  });
});
