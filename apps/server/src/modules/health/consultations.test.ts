import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code, endpointById, envelopeQuery, pathWith, type Consultation, type ConsultationDetail, type Page, type Subscription } from '@canteen/contract';
import { envelopeFor, type TestServer } from '../../testing/server';
import { adminServer } from '../../testing/adminServer';
import { ok, count, limitedOrgToken } from '../../testing/api';
import { addOrg, addPerson } from '../../testing/money';
import { chronic, psnType } from './healthRecipesFixtures';
import { consultationExportLimits } from './consultations';
import { subscriptionExportLimits } from './subscriptions';

let t: TestServer;
let admin: string;
let admin2: string;
const { reply, code, unique: title } = adminServer((s) => ({ t, admin, admin2 } = s));

const article = (more: Record<string, unknown> = {}) => ({
  title: title('控糖饮食'),
  category: 'chronic',
  summary: '糖尿病人的一日三餐',
  content: '<h3>原则</h3><p>主食定量，<strong>粗细搭配</strong>。</p>',
  author: '王营养师',
  ...more,
});
/** An export in English: its rows under the header as cell values, or the JSON reply when it was refused. */
async function exported(id: string, content: Record<string, unknown>, token = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: pathWith(endpointById.get(id)!.path, content),
    query: envelopeQuery(envelopeFor(content, token) as never),
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  if (String(res.headers['content-type']).includes('json')) return { code: (res.json() as { code: number }).code, header: [], rows: [] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const [header, ...rows] = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
  return { code: Code.OK, header, rows };
}
const column = (file: { header: unknown[]; rows: unknown[][] }, name: string) => file.rows.map((r) => r[file.header.indexOf(name)]);

const add = async (more: Record<string, unknown> = {}, token = admin) => (await ok<{ consultationId: number }>(t, 'healthRecipes.consultationAdd', article(more), token)).consultationId;
const detail = (consultationId: number, token = admin) => ok<ConsultationDetail>(t, 'healthRecipes.consultationDetail', { consultationId }, token);

describe('health articles', () => {
  it('adds a draft, sanitises its HTML, publishes it (stamping the time), edits, withdraws and removes it', async () => {
    const diabetes = await chronic(t.db, 1);
    const staff = await psnType(t.db, 1);
    const consultationId = await add({
      chronicIds: [diabetes, diabetes],
      psnTypeIds: [staff],
      coverImage: '/files/dishes/cover.png',
      content:
        '<h3>原则</h3><p onclick="steal()">少盐<script>alert(1)</script><img src="x.png" onerror="alert(2)"><img src="javascript:alert(3)"><a href="javascript:x">链接</a><iframe src="https://evil"></iframe></p><ul><li>一</li></ul>',
    });
    const draft = await detail(consultationId);
    expect(draft).toEqual(
      expect.objectContaining({ category: 'chronic', state: 'draft', publishedAt: null, author: '王营养师', chronicIds: [diabetes], psnTypeIds: [staff], coverImage: '/files/dishes/cover.png' }),
    );
    expect(draft.content).toBe('<h3>原则</h3><p>少盐<img src="x.png" />链接</p><ul><li>一</li></ul>');
    const stored = (await t.db.query<{ html: string }>(`SELECT content_html AS html FROM health_consultations WHERE id = $1`, [consultationId]))[0].html;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|iframe/i);

    await ok(t, 'healthRecipes.consultationState', { consultationId, state: 'published' }, admin);
    const published = await detail(consultationId);
    expect(published.state).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    // Editing a published article keeps its first publishing time.
    await ok(t, 'healthRecipes.consultationUpdate', { consultationId, ...article({ title: '控糖饮食（修订）', category: 'diet', state: 'published' }) }, admin);
    const edited = await detail(consultationId);
    expect(edited).toEqual(expect.objectContaining({ title: '控糖饮食（修订）', category: 'diet', publishedAt: published.publishedAt, chronicIds: [] }));

    const page = await ok<Page<Consultation>>(t, 'healthRecipes.consultationPage', { title: '修订', state: 'published' }, admin);
    expect(page.records.map((r) => r.consultationId)).toEqual([consultationId]);
    expect(page.records[0]).not.toHaveProperty('content');
    expect((await ok<Page<Consultation>>(t, 'healthRecipes.consultationPage', { title: '修订', state: 'draft' }, admin)).total).toBe(0);
    expect((await ok<Page<Consultation>>(t, 'healthRecipes.consultationPage', { title: '修订', category: 'nutrition' }, admin)).total).toBe(0);

    await ok(t, 'healthRecipes.consultationState', { consultationId, state: 'draft' }, admin);
    expect((await detail(consultationId)).publishedAt).toBeNull();
    await ok(t, 'healthRecipes.consultationRemove', { consultationId: String(consultationId) }, admin);
    expect(await code('healthRecipes.consultationDetail', { consultationId })).toBe(Code.NOT_FOUND);
    // Published at once when added so.
    const now = await add({ state: 'published' });
    expect((await detail(now)).publishedAt).not.toBeNull();
  });

  it('exports the articles of the list’s filters, in words, and none of another merchant', async () => {
    const gout = await chronic(t.db, 1, '痛风-export');
    const staff = await psnType(t.db, 1);
    const tag = title('导出');
    const first = await add({ title: `${tag} 一`, category: 'diet', chronicIds: [gout], psnTypeIds: [staff], state: 'published' });
    const second = await add({ title: `${tag} 二`, category: 'diet' });
    await add({ title: `${tag} 三`, category: 'nutrition' });
    await add({ title: `${tag} 四`, category: 'diet' }, admin2);

    const filter = { title: tag, category: 'diet' };
    const listed = await ok<Page<Consultation>>(t, 'healthRecipes.consultationPage', filter, admin);
    expect(listed.records.map((r) => r.consultationId)).toEqual([second, first]);
    const file = await exported('healthRecipes.consultationExport', filter);
    expect(file.code).toBe(Code.OK);
    expect(column(file, 'Title')).toEqual(listed.records.map((r) => r.title));
    expect(file.rows[1]).toEqual(expect.arrayContaining([`${tag} 一`, 'Diet advice', 'Published', '痛风-export', '王营养师']));
    expect(column(file, 'State')).toEqual(['Draft', 'Published']);
    expect(column(file, 'Title')).not.toContain(`${tag} 四`);
    // Merchant 2's export of the same filter holds only its own article.
    expect(column(await exported('healthRecipes.consultationExport', filter, admin2), 'Title')).toEqual([`${tag} 四`]);

    consultationExportLimits.cap = 1;
    try {
      expect((await exported('healthRecipes.consultationExport', filter)).code).toBe(Code.BUSINESS_RULE);
    } finally {
      consultationExportLimits.cap = 50_000;
    }
    expect((await exported('healthRecipes.consultationExport', { state: 'archived' })).code).toBe(Code.VALIDATION);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await count(t, 'health_consultations');
    expect(await code('healthRecipes.consultationAdd', article({ title: '' }))).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.consultationAdd', article({ title: 'x'.repeat(101) }))).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.consultationAdd', article({ category: 'gossip' }))).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.consultationAdd', article({ state: 'archived' }))).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.consultationAdd', article({ content: 'x'.repeat(50_001) }))).toBe(Code.VALIDATION);
    const cover = await reply('healthRecipes.consultationAdd', article({ coverImage: 'javascript:alert(1)' }));
    expect(cover.data.fields[0].field).toBe('coverImage');
    expect((await reply('healthRecipes.consultationAdd', article({ chronicIds: [987654] }))).data.fields[0].field).toBe('chronicIds');
    expect(await count(t, 'health_consultations')).toBe(before);
    expect(await code('healthRecipes.consultationUpdate', { consultationId: 987654, ...article() })).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.consultationState', { consultationId: 987654, state: 'published' })).toBe(Code.NOT_FOUND);
  });

  it('counts the people it reaches: enabled subscriptions following its category or illness, of its person types, within the caller’s organisations', async () => {
    const gout = await chronic(t.db, 1);
    const staff = await psnType(t.db, 1);
    const orgA = await addOrg(t.db, 1);
    const orgB = await addOrg(t.db, 1);
    const [a, b, c, d, e] = await Promise.all([orgA, orgA, orgB, orgA, orgA].map((o) => addPerson(t.db, 1, o)));
    await t.db.query(`UPDATE customers SET psn_type_id = $2 WHERE id = ANY($1::int[])`, [[a.custId, b.custId, c.custId, e.custId], staff]);
    const consultationId = await add({ category: 'foodSafety', chronicIds: [gout], psnTypeIds: [staff] });
    const sub = (custId: number, more: Record<string, unknown>) => ok<{ subscriptionId: number }>(t, 'healthRecipes.subscriptionSave', { custId, ...more }, admin);
    await sub(a.custId, { channel: 'app', categories: ['foodSafety'] });
    await sub(a.custId, { channel: 'sms', chronicIds: [gout] });
    await sub(b.custId, { channel: 'email', chronicIds: [gout] });
    await sub(c.custId, { channel: 'app', categories: ['foodSafety'] });
    await sub(d.custId, { channel: 'app', categories: ['foodSafety'] }); // no person type: the article is for staff
    await sub(e.custId, { channel: 'app', categories: ['foodSafety'], enabled: false });
    await sub(e.custId, { channel: 'sms', categories: ['diet'] }); // another topic

    expect((await detail(consultationId)).reach).toEqual({ total: 3, app: 2, sms: 1, email: 1 });
    const limited = await limitedOrgToken(t, admin, 'reach_orgs', [orgA]);
    expect((await detail(consultationId, limited)).reach).toEqual({ total: 2, app: 1, sms: 1, email: 1 });
  });
});

describe('subscriptions', () => {
  it('adds, lists with filters, changes and removes a person’s subscription; one per person and channel', async () => {
    const hypertension = await chronic(t.db, 1, '高血压-sub');
    const org = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, org);
    const p = await addPerson(t.db, 1, child, '李娜');
    const { subscriptionId } = await ok<{ subscriptionId: number }>(t, 'healthRecipes.subscriptionSave', { custId: p.custId, channel: 'app', categories: ['diet', 'diet'], chronicIds: [hypertension] }, admin);
    const page = await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { orgId: org }, admin);
    expect(page.records).toEqual([
      expect.objectContaining({ subscriptionId, custId: p.custId, custName: '李娜', channel: 'app', categories: ['diet'], chronics: [{ id: hypertension, name: '高血压-sub' }], enabled: true }),
    ]);
    expect((await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { custName: '李', chronicId: hypertension }, admin)).total).toBe(1);
    expect((await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { orgId: org, category: 'nutrition' }, admin)).total).toBe(0);
    expect((await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { orgId: org, channel: 'sms' }, admin)).total).toBe(0);

    const twice = await reply('healthRecipes.subscriptionSave', { custId: p.custId, channel: 'app', categories: ['nutrition'] });
    expect(twice.data.fields[0].field).toBe('channel');
    await ok(t, 'healthRecipes.subscriptionSave', { subscriptionId, custId: p.custId, channel: 'email', categories: ['nutrition'], enabled: false, remark: '只看营养知识' }, admin);
    const changed = (await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { orgId: org }, admin)).records[0];
    expect(changed).toEqual(expect.objectContaining({ channel: 'email', categories: ['nutrition'], chronicIds: [], enabled: false, remark: '只看营养知识' }));

    await ok(t, 'healthRecipes.subscriptionRemove', { subscriptionId: String(subscriptionId) }, admin);
    expect((await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { orgId: org }, admin)).total).toBe(0);
    expect(await code('healthRecipes.subscriptionRemove', { subscriptionId })).toBe(Code.NOT_FOUND);
  });

  it('refuses no topic, unknown people and illnesses, bad channels, and writes nothing', async () => {
    const p = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const before = await count(t, 'health_subscriptions');
    expect((await reply('healthRecipes.subscriptionSave', { custId: p.custId, channel: 'app' })).data.fields[0].field).toBe('categories');
    expect(await code('healthRecipes.subscriptionSave', { custId: 987654, categories: ['diet'] })).toBe(Code.NOT_FOUND);
    expect((await reply('healthRecipes.subscriptionSave', { custId: p.custId, chronicIds: [987654] })).data.fields[0].field).toBe('chronicIds');
    expect(await code('healthRecipes.subscriptionSave', { custId: p.custId, channel: 'pigeon', categories: ['diet'] })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.subscriptionSave', { custId: p.custId, categories: ['gossip'] })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.subscriptionSave', { subscriptionId: 987654, custId: p.custId, categories: ['diet'] })).toBe(Code.NOT_FOUND);
    expect(await count(t, 'health_subscriptions')).toBe(before);
  });

  it('exports the subscriptions of the list’s filters, within the caller’s organisations, and none of another merchant', async () => {
    const asthma = await chronic(t.db, 1, '哮喘-export');
    const org = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, org);
    const elsewhere = await addOrg(t.db, 1);
    const [a, b, c] = await Promise.all([addPerson(t.db, 1, org, '出口甲'), addPerson(t.db, 1, child, '出口乙'), addPerson(t.db, 1, elsewhere, '出口丙')]);
    const save = (custId: number, more: Record<string, unknown>, token = admin) => ok<{ subscriptionId: number }>(t, 'healthRecipes.subscriptionSave', { custId, ...more }, token);
    await save(a.custId, { channel: 'app', categories: ['diet', 'foodSafety'], chronicIds: [asthma], remark: '早餐少油' });
    await save(b.custId, { channel: 'sms', categories: ['diet'], enabled: false });
    await save(b.custId, { channel: 'email', categories: ['nutrition'] });
    await save(c.custId, { channel: 'app', categories: ['diet'] });
    const m2Org = await addOrg(t.db, 2);
    const m2Person = await addPerson(t.db, 2, m2Org, '出口丁');
    await save(m2Person.custId, { channel: 'app', categories: ['diet'] }, admin2);

    const filter = { custName: '出口', category: 'diet' };
    const listed = await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', filter, admin);
    expect(listed.records.map((r) => r.custName)).toEqual(['出口丙', '出口乙', '出口甲']);
    const file = await exported('healthRecipes.subscriptionExport', filter);
    expect(column(file, 'Name')).toEqual(listed.records.map((r) => r.custName));
    expect(file.rows[2]).toEqual(expect.arrayContaining(['出口甲', 'Ordering app', 'Diet advice、Food safety', '哮喘-export', 'Yes', '早餐少油']));
    expect(column(file, 'Enabled')).toEqual(['Yes', 'No', 'Yes']);
    expect(column(await exported('healthRecipes.subscriptionExport', { ...filter, orgId: org }), 'Name')).toEqual(['出口乙', '出口甲']);
    expect(column(await exported('healthRecipes.subscriptionExport', { custName: '出口', channel: 'email' }), 'Channel')).toEqual(['E-mail']);
    // An organisation-limited role exports only the people it reaches; merchant 2 only its own.
    const limited = await limitedOrgToken(t, admin, 'export_orgs', [elsewhere]);
    expect(column(await exported('healthRecipes.subscriptionExport', filter, limited), 'Name')).toEqual(['出口丙']);
    expect(column(await exported('healthRecipes.subscriptionExport', filter, admin2), 'Name')).toEqual(['出口丁']);

    subscriptionExportLimits.cap = 2;
    try {
      expect((await exported('healthRecipes.subscriptionExport', filter)).code).toBe(Code.BUSINESS_RULE);
    } finally {
      subscriptionExportLimits.cap = 50_000;
    }
  });

  it('keeps to the caller’s organisations and merchant', async () => {
    const inside = await addOrg(t.db, 1);
    const outside = await addOrg(t.db, 1);
    const near = await addPerson(t.db, 1, inside);
    const far = await addPerson(t.db, 1, outside);
    const farSub = (await ok<{ subscriptionId: number }>(t, 'healthRecipes.subscriptionSave', { custId: far.custId, categories: ['diet'] }, admin)).subscriptionId;
    const nearSub = (await ok<{ subscriptionId: number }>(t, 'healthRecipes.subscriptionSave', { custId: near.custId, categories: ['diet'] }, admin)).subscriptionId;
    const limited = await limitedOrgToken(t, admin, 'subs_orgs', [inside]);

    const seen = (await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', { limit: 500 }, limited)).records.map((r) => r.subscriptionId);
    expect(seen).toContain(nearSub);
    expect(seen).not.toContain(farSub);
    expect(await code('healthRecipes.subscriptionSave', { custId: far.custId, channel: 'sms', categories: ['diet'] }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.subscriptionSave', { subscriptionId: farSub, custId: near.custId, categories: ['diet'] }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.subscriptionRemove', { subscriptionId: farSub }, limited)).toBe(Code.NOT_FOUND);

    // Merchant 2 sees none of merchant 1's subscriptions or articles and changes none.
    const consultationId = await add();
    expect((await ok<Page<Subscription>>(t, 'healthRecipes.subscriptionPage', {}, admin2)).records.some((r) => r.subscriptionId === farSub)).toBe(false);
    expect(await code('healthRecipes.subscriptionRemove', { subscriptionId: farSub }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.subscriptionSave', { custId: far.custId, categories: ['diet'] }, admin2)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<Consultation>>(t, 'healthRecipes.consultationPage', {}, admin2)).records.some((r) => r.consultationId === consultationId)).toBe(false);
    expect(await code('healthRecipes.consultationDetail', { consultationId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.consultationUpdate', { consultationId, ...article({ title: 'Theirs' }) }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.consultationState', { consultationId, state: 'published' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.consultationRemove', { consultationId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await t.db.query(`SELECT state, merchant_id FROM health_consultations WHERE id = $1`, [consultationId])).toEqual([{ state: 'draft', merchant_id: 1 }]);
    expect(await t.db.query(`SELECT 1 FROM health_subscriptions WHERE id = ANY($1::int[])`, [[farSub, nearSub]])).toHaveLength(2);
  });

  it('finds people to subscribe by name or number, within the caller’s organisations', async () => {
    const inside = await addOrg(t.db, 1);
    const outside = await addOrg(t.db, 1);
    const near = await addPerson(t.db, 1, inside, '赵敏慧');
    const far = await addPerson(t.db, 1, outside, '赵敏慧远');
    const found = await ok<{ custId: number }[]>(t, 'healthRecipes.personChoices', { keyword: '赵敏慧' }, admin);
    expect(found.map((p) => p.custId).sort()).toEqual([near.custId, far.custId].sort());
    const limited = await limitedOrgToken(t, admin, 'choices_orgs', [inside]);
    expect((await ok<{ custId: number }[]>(t, 'healthRecipes.personChoices', { keyword: '赵敏慧' }, limited)).map((p) => p.custId)).toEqual([near.custId]);
    expect(await ok<unknown[]>(t, 'healthRecipes.personChoices', { keyword: '赵敏慧' }, admin2)).toEqual([]);
    expect(await code('healthRecipes.personChoices', { keyword: '' })).toBe(Code.VALIDATION);
  });

  it('is refused to a role without the information subscription menu', async () => {
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_recipes_only', roleName: 'Recipes only', roleDesc: '', menuIds: [902000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'recipesonly', password: await t.encrypt('Passw0rd!'), realName: 'Recipes', roleId }, admin);
    const other = await t.token('recipesonly', 'Passw0rd!');
    for (const [id, content] of [
      ['healthRecipes.consultationPage', {}],
      ['healthRecipes.consultationAdd', article()],
      ['healthRecipes.consultationDetail', { consultationId: 1 }],
      ['healthRecipes.subscriptionPage', {}],
      ['healthRecipes.subscriptionSave', { custId: 1, categories: ['diet'] }],
      ['healthRecipes.consultationExport', {}],
      ['healthRecipes.subscriptionExport', {}],
    ] as const)
      expect(await code(id, content as Record<string, unknown>, other), id).toBe(Code.FORBIDDEN);
  });
});
