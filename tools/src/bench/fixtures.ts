import ExcelJS from 'exceljs';
import { buildEnvelope, endpointById, type Account, type Page } from '@canteen/contract';
import { ApiClient, signKeyOf } from '../simulator/client';
import { registerDevices } from '../simulator/fleet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The people import template's columns (customers.importAdd). */
const PEOPLE_HEADER = ['人员编号', '姓名', '组织', '手机号', '性别', '身份证号', '出生日期', '备注'];

/** An xlsx of `count` people numbered `${prefix}00001…` in organisation `orgCode`. */
export async function peopleSheet(count: number, prefix: string, orgCode: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('people');
  sheet.addRow(PEOPLE_HEADER);
  for (let i = 1; i <= count; i++) sheet.addRow([`${prefix}${String(i).padStart(5, '0')}`, `Bench ${i}`, orgCode, `139${String(i).padStart(8, '0')}`, i % 2 ? '男' : '女', '', '', '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads a file to a multipart endpoint the way the console does: envelope fields beside the file. */
export async function upload<T>(api: ApiClient, baseUrl: string, endpointId: string, token: string, file: Buffer, fileName: string): Promise<{ code: number; msg: string; data: T }> {
  const e = endpointById.get(endpointId);
  if (!e) throw new Error(`unknown endpoint ${endpointId}`);
  const env = buildEnvelope({}, signKeyOf(token));
  const form = new FormData();
  for (const [k, v] of Object.entries(env)) form.append(k, k === 'content' ? JSON.stringify(v) : String(v));
  form.append('file', new Blob([file], { type: XLSX_TYPE }), fileName);
  const res = await fetch(new URL(e.path, baseUrl), { method: e.method, headers: { authorization: `Bearer ${token}` }, body: form });
  return (await res.json()) as { code: number; msg: string; data: T };
}

export interface FundedPeople {
  orgId: number;
  custIds: number[];
}

/** `count` people with accounts in a new organisation, each recharged `each` cents (one batch recharge). */
export async function fundedPeople(api: ApiClient, baseUrl: string, token: string, count: number, each: number, prefix = 'B'): Promise<FundedPeople> {
  const orgCode = `${prefix}ORG`;
  const { orgId } = await api.call<{ orgId: number }>('people.orgAdd', { orgName: `Bench ${prefix}`, orgCode }, token);
  const imported = await upload<{ imported: number }>(api, baseUrl, 'customers.importAdd', token, await peopleSheet(count, prefix, orgCode), 'people.xlsx');
  if (imported.code !== 10000) throw new Error(`people import: ${imported.code} ${imported.msg}`);
  await api.call('accounts.batchOrgRecharge', { orgIds: [orgId], amount: each, payType: 'cash', bizNo: `${prefix}-FUND-${Date.now()}` }, token);
  const custIds: number[] = [];
  for (let page = 1; custIds.length < count; page++) {
    const p = await api.call<Page<Account>>('accounts.accountPage', { page, limit: 500, orgId }, token);
    if (!p.records.length) break;
    custIds.push(...p.records.map((a) => a.custId));
  }
  return { orgId, custIds };
}

/**
 * `n` payment devices in canteen 1, logged in; returns their tokens. They are face-recognition tills that send the
 * person id they recognised, so the merchant takes payment by person id (pay type `account`, off by default).
 */
export async function deviceTokens(api: ApiClient, token: string, n: number, prefix = 'BENCH'): Promise<string[]> {
  await api.call('settings.putSetting', { key: 'pay', value: { payTypes: ['card', 'face', 'qrcode', 'account'] } }, token);
  const creds = await registerDevices(api, token, { devices: n, type: 'ufaceshibieji', canteenId: 1, serialPrefix: prefix });
  const tokens: string[] = [];
  for (const c of creds) tokens.push((await api.call<{ token: string }>('devices.deviceLogin', { ...c })).token);
  return tokens;
}
