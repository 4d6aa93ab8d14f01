import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Code, MAX_CENTS, type ImportFailure, type ImportRowError, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, businessRule, conflict, notFound } from '../../platform/http/errors';
import { readSheet, type ReadColumn, type Sheet } from '../../platform/xlsx/read';
import { pageOf, Where } from '../../platform/sql';
import { translate, type MessageKey } from '../../platform/messages';
import { claimBizNo, finish, internalBizNo, lockAccount, lockForBatch, post, totalOf, type BookKind } from './ledger';
import { grantSubsidy, personalRecharge } from './recharge';
import { setLimits } from './cards/cards';

/**
 * Money imports with a check step: the file is read and every row checked first (person exists and is visible,
 * amounts are yuan with at most two decimals); any bad row refuses the whole file (59000 with the row errors,
 * nothing stored). A good file waits as a pending batch; importing it moves the money in one transaction, each
 * row with the internal bizNo `#IMP-<batchNo>-<row>` so an import started twice moves nothing twice.
 */
export type ImportKind = 'recharge' | 'subsidy' | 'wallet';

/** Yuan as typed in a sheet ('12.5', '12.50', '12') → integer cents; more decimals or other text refused. */
export const yuan = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount in yuan with at most two decimals')
  .transform((s) => {
    const [whole, frac = ''] = s.split('.');
    return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  })
  .refine((c) => c <= MAX_CENTS, 'too large');
const optionalYuan = yuan.optional();

const CUST_NUM: ReadColumn = { header: ['人员编号', '工号', 'custNum', 'person number', 'número de persona', '人員番号'], key: 'custNum', parse: z.string().trim().min(1).max(50) };
const CUST_NAME: ReadColumn = { header: ['姓名', 'custName', 'name', 'nombre', '氏名'], key: 'custName', parse: z.string().trim().max(50).optional() };
const AMOUNT: ReadColumn = { header: ['金额', 'amount', 'importe', '金額'], key: 'amount', parse: yuan.refine((c) => c > 0, 'must be more than 0') };
const REMARK: ReadColumn = { header: ['备注', 'remark', 'nota', '備考'], key: 'remark', parse: z.string().trim().max(200).optional() };

const COLUMNS: Record<ImportKind, ReadColumn[]> = {
  recharge: [CUST_NUM, CUST_NAME, AMOUNT, REMARK],
  subsidy: [CUST_NUM, CUST_NAME, AMOUNT, REMARK],
  wallet: [
    CUST_NUM,
    CUST_NAME,
    { header: ['现金', 'cash', 'efectivo', '現金'], key: 'cash', parse: optionalYuan },
    { header: ['补贴', 'subsidy', 'subsidio', '補助金'], key: 'subsidy', parse: optionalYuan },
    { header: ['赠送', 'gift', 'regalo', 'ギフト'], key: 'gift', parse: optionalYuan },
  ],
};

export interface CheckedRow {
  row: number;
  custId: number;
  custNum: string;
  custName: string;
  amount: number;
  cash?: number;
  subsidy?: number;
  gift?: number;
  remark?: string;
}

function refuse(total: number, errors: ImportRowError[]): never {
  const data: ImportFailure = { total, errors: errors.slice(0, 1000) };
  throw new AppError(Code.PASS_THROUGH, 'importRowErrors', { total, count: new Set(errors.map((e) => e.row)).size }, data);
}

/** Reads a money file before the check's transaction opens (it touches no table). */
export async function readMoneySheet(ctx: Ctx, kind: ImportKind): Promise<Sheet> {
  if (!ctx.file) throw businessRule('xlsxNotWorkbook');
  const sheet = await readSheet(ctx.file.buffer, COLUMNS[kind]);
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

/** Checks a read file; every row must name a visible person of this merchant (by person number). */
async function checkRows(ctx: Ctx, kind: ImportKind, { rows, errors }: Sheet): Promise<CheckedRow[]> {
  const problems: ImportRowError[] = errors.map((e) => ({ ...e, custNum: String(rows.find((r) => r.row === e.row)?.raw.custNum ?? '') }));
  const nums = [...new Set(rows.map((r) => r.values.custNum as string).filter(Boolean))];
  const w = new Where('c.merchant_id = ? AND c.cust_num = ANY(?::text[])', ctx.merchantId, nums).scope(ctx, 'org', 'c.org_id');
  const people = await ctx.db.query<{ id: number; cust_num: string; cust_name: string; state: string; acc_state: string }>(
    `SELECT c.id, c.cust_num, c.cust_name, c.state, a.state AS acc_state FROM people_directory c JOIN accounts a ON a.cust_id = c.id WHERE ${w.sql}`,
    w.params,
  );
  const byNum = new Map(people.map((p) => [p.cust_num, p]));
  const seen = new Set<string>();
  const checked: CheckedRow[] = [];
  for (const r of rows) {
    if (!r.ok) continue;
    const v = r.values as { custNum: string; custName?: string; amount?: number; cash?: number; subsidy?: number; gift?: number; remark?: string };
    const person = byNum.get(v.custNum);
    const fail = (field: string, key: MessageKey, params?: Record<string, string>) => problems.push({ row: r.row, custNum: v.custNum, field, message: translate(ctx.lang, key, params) });
    if (!person) fail('custNum', 'rowNoPerson');
    else if (person.state !== 'normal' || person.acc_state !== 'normal') fail('custNum', 'rowNotNormal');
    else if (v.custName && v.custName !== person.cust_name) fail('custName', 'rowNameMismatch', { name: person.cust_name });
    else if (seen.has(v.custNum)) fail('custNum', 'rowRepeated');
    else {
      const amount = kind === 'wallet' ? (v.cash ?? 0) + (v.subsidy ?? 0) + (v.gift ?? 0) : (v.amount ?? 0);
      if (kind === 'wallet' && amount === 0) fail('cash', 'rowWalletEmpty');
      else checked.push({ row: r.row, custId: person.id, custNum: v.custNum, custName: person.cust_name, amount, cash: v.cash, subsidy: v.subsidy, gift: v.gift, remark: v.remark });
    }
    seen.add(v.custNum);
  }
  if (problems.length) refuse(rows.length, problems.sort((a, b) => a.row - b.row));
  return checked;
}

export interface CheckResult {
  batchNo: string;
  total: number;
  amount: number;
}

/** Checks a file and keeps it as a pending batch. */
export async function checkImport(ctx: Ctx, kind: ImportKind, sheet: Sheet): Promise<CheckResult> {
  const rows = await checkRows(ctx, kind, sheet);
  const batchNo = `${kind.slice(0, 3).toUpperCase()}${ctx.now().toISOString().slice(0, 10).replaceAll('-', '')}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const amount = rows.reduce((s, r) => s + r.amount, 0);
  await ctx.db.query(`INSERT INTO money_imports (merchant_id, kind, batch_no, file_name, total, amount, rows, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
    ctx.merchantId,
    kind,
    batchNo,
    ctx.file?.filename ?? '',
    rows.length,
    amount,
    JSON.stringify(rows),
    ctx.actor?.username ?? '',
  ]);
  return { batchNo, total: rows.length, amount };
}

/** The books an import posts to, in lock order (a recharge bonus goes to gift after cash). */
const BOOKS_OF: Record<ImportKind, BookKind[]> = { recharge: ['cash', 'gift', 'revenue'], subsidy: ['subsidy'], wallet: ['opening'] };

/** Imports a pending batch; refused (40900) once imported or discarded. */
export async function commitImport(ctx: Ctx, kind: ImportKind, batchNo: string): Promise<CheckResult> {
  const batch = (
    await ctx.db.query<{ rows: CheckedRow[]; state: string }>(`SELECT rows, state FROM money_imports WHERE merchant_id = $1 AND kind = $2 AND batch_no = $3`, [ctx.merchantId, kind, batchNo])
  )[0];
  if (!batch) throw notFound('import batch');
  const marked = await ctx.db.query(`UPDATE money_imports SET state = 'imported', done_at = now() WHERE merchant_id = $1 AND batch_no = $2 AND state = 'checked' RETURNING id`, [ctx.merchantId, batchNo]);
  if (!marked.length) throw conflict('importNotPending');
  const accountIds = await ctx.db.query<{ id: number }>(`SELECT id FROM accounts WHERE merchant_id = $1 AND cust_id = ANY($2::int[])`, [
    ctx.merchantId,
    batch.rows.map((r) => r.custId),
  ]);
  await lockForBatch(
    ctx,
    accountIds.map((a) => a.id),
    BOOKS_OF[kind].map((k) => ({ kind: k })),
  );
  let amount = 0;
  for (const r of batch.rows) {
    const bizNo = internalBizNo('IMP', batchNo, r.row);
    if (kind === 'recharge') await personalRecharge(ctx, { custId: r.custId, amount: r.amount, payType: 'transfer', bizNo, remark: r.remark, batchNo });
    else if (kind === 'subsidy') await grantSubsidy(ctx, { custId: r.custId, amount: r.amount, bizNo, remark: r.remark, batchNo });
    else await importWallet(ctx, r, bizNo, batchNo);
    amount += r.amount;
  }
  return { batchNo, total: batch.rows.length, amount };
}

/** Opening balances brought from an earlier system: each wallet credited against the opening book. */
async function importWallet(ctx: Ctx, r: CheckedRow, bizNo: string, batchNo: string) {
  const ref = (await ctx.db.query<{ id: number }>(`SELECT id FROM accounts WHERE cust_id = $1 AND merchant_id = $2`, [r.custId, ctx.merchantId]))[0];
  const claim = await claimBizNo<{ balance: number }>(ctx, { bizNo, tradeType: 'walletImport', accountId: ref.id, custId: r.custId, amount: r.amount, batchNo, request: { row: r } });
  if (!claim.first) return;
  await lockAccount(ctx, ref.id);
  const after = await post(ctx, {
    txnId: claim.txnId,
    tradeType: 'walletImport',
    bizNo,
    accountId: ref.id,
    custId: r.custId,
    deltas: { cash: r.cash ?? 0, subsidy: r.subsidy ?? 0, gift: r.gift ?? 0 },
    book: 'opening',
  });
  await finish(ctx, claim.txnId, { balance: totalOf(after) });
}

export async function discardImport(ctx: Ctx, kind: ImportKind, batchNo: string): Promise<void> {
  const marked = await ctx.db.query(`UPDATE money_imports SET state = 'discarded', done_at = now() WHERE merchant_id = $1 AND kind = $2 AND batch_no = $3 AND state = 'checked' RETURNING id`, [
    ctx.merchantId,
    kind,
    batchNo,
  ]);
  if (!marked.length) throw conflict('importNotPending');
}

export interface PendingBatch {
  batchNo: string;
  kind: ImportKind;
  state: string;
  fileName: string;
  total: number;
  amount: number;
  createdBy: string;
  createdAt: string;
  rows: CheckedRow[];
}

/** Checked batches of a kind, newest first (state filter: pending by default). */
export async function importPage(ctx: Ctx, kind: ImportKind, q: { page: number; limit: number; state?: string }): Promise<Page<PendingBatch>> {
  const w = new Where('merchant_id = ?', ctx.merchantId).add('kind = ?', kind).add('state = ?', q.state ?? 'checked');
  return pageOf<PendingBatch>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM money_imports WHERE ${w.sql}`,
    rows: `SELECT batch_no AS "batchNo", kind, state, file_name AS "fileName", total, amount, created_by AS "createdBy", created_at AS "createdAt", rows
     FROM money_imports WHERE ${w.sql} ORDER BY id DESC`,
    params: w.params,
  });
}

/** Balance limits from a sheet (accInfo/batchImportAccBalanceLimit): person number and the three limits in yuan. */
export async function readLimitsSheet(ctx: Ctx): Promise<Sheet> {
  if (!ctx.file) throw businessRule('xlsxNotWorkbook');
  const columns: ReadColumn[] = [
    CUST_NUM,
    { header: ['余额上限', 'maxBalance', 'max balance', 'saldo máximo', '残高上限'], key: 'maxBalance', parse: optionalYuan },
    { header: ['单笔限额', 'singleLimit', 'single limit', 'límite por consumo', '1回限度額'], key: 'singleLimit', parse: optionalYuan },
    { header: ['每日限额', 'dailyLimit', 'daily limit', 'límite diario', '1日限度額'], key: 'dailyLimit', parse: optionalYuan },
  ];
  const sheet = await readSheet(ctx.file.buffer, columns);
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

/** Sets the limits a read sheet gives, every row naming a person the caller reaches, or none (59000). */
export async function importLimits(ctx: Ctx, { rows, errors }: Sheet): Promise<{ updated: number }> {
  const problems: ImportRowError[] = errors.map((e) => ({ ...e, custNum: String(rows.find((r) => r.row === e.row)?.raw.custNum ?? '') }));
  const nums = rows.filter((r) => r.ok).map((r) => r.values.custNum as string);
  const w = new Where('c.merchant_id = ? AND c.cust_num = ANY(?::text[])', ctx.merchantId, nums).scope(ctx, 'org', 'c.org_id');
  const found = await ctx.db.query<{ id: number; cust_num: string }>(`SELECT c.id, c.cust_num FROM people_directory c WHERE ${w.sql}`, w.params);
  const byNum = new Map(found.map((p) => [p.cust_num, p.id]));
  for (const r of rows) {
    if (r.ok && !byNum.has(r.values.custNum as string)) problems.push({ row: r.row, custNum: r.values.custNum as string, field: 'custNum', message: translate(ctx.lang, 'rowNoPerson') });
  }
  if (problems.length) refuse(rows.length, problems.sort((a, b) => a.row - b.row));
  let updated = 0;
  for (const r of rows) {
    const v = r.values as { custNum: string; maxBalance?: number; singleLimit?: number; dailyLimit?: number };
    updated += (await setLimits(ctx, { custIds: [byNum.get(v.custNum)!], maxBalance: v.maxBalance ?? null, singleLimit: v.singleLimit ?? null, dailyLimit: v.dailyLimit ?? null })).updated;
  }
  return { updated };
}
