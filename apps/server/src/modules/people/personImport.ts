import ExcelJS from 'exceljs';
import { z } from 'zod';
import { Code, IMPORT_MAX_ROWS, type ImportFailure, type ImportResult, type ImportRowError } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, businessRule, fieldError } from '../../platform/http/errors';
import { translate, type Lang } from '../../platform/messages';
import { readSheet, type ReadColumn, type Sheet, type SheetRow } from '../../platform/xlsx/read';
import { listOrgs } from './organisations';
import { peopleChanged, visibleWhere } from './persons';
import { personAccounts } from './ports';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Mode = 'add' | 'update';
type Key = 'custNum' | 'custName' | 'org' | 'phone' | 'sex' | 'idCardNo' | 'birthday' | 'remark';

/** Header texts per language (the template is written in the caller's); every language's text is accepted. */
const HEADERS: Record<Key, Record<Lang, string>> = {
  custNum: { zh: '人员编号', en: 'Person number', es: 'Número de persona', ja: '人員番号' },
  custName: { zh: '姓名', en: 'Name', es: 'Nombre', ja: '氏名' },
  org: { zh: '组织', en: 'Organisation', es: 'Organización', ja: '組織' },
  phone: { zh: '手机号', en: 'Phone', es: 'Teléfono', ja: '電話番号' },
  sex: { zh: '性别', en: 'Sex', es: 'Sexo', ja: '性別' },
  idCardNo: { zh: '身份证号', en: 'ID card number', es: 'Número de documento', ja: '身分証番号' },
  birthday: { zh: '出生日期', en: 'Birthday', es: 'Fecha de nacimiento', ja: '生年月日' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación', ja: '備考' },
};
const KEYS = Object.keys(HEADERS) as Key[];
const ZOD_LOCALES = { zh: z.locales.zhCN, en: z.locales.en, es: z.locales.es, ja: z.locales.ja } as const;

const SEX_WORDS: Record<string, 0 | 1 | 2> = {
  男: 1, 女: 2, 未知: 0, male: 1, female: 2, m: 1, f: 2, unknown: 0, hombre: 1, mujer: 2, 1: 1, 2: 2, 0: 0,
};

/** The import columns; in an update only the person number is required and an empty cell keeps the old value. */
function columnsFor(lang: Lang, mode: Mode): ReadColumn<Key>[] {
  const optionalText = (max: number, pattern?: RegExp) => {
    const s = pattern ? z.string().max(max).regex(pattern) : z.string().max(max);
    return s.optional();
  };
  const required = (schema: z.ZodString) => (mode === 'add' ? schema : schema.optional());
  const parse: Record<Key, z.ZodType> = {
    custNum: z.string().min(1).max(30).regex(/^[A-Za-z0-9_-]+$/),
    custName: required(z.string().min(1).max(50)),
    org: required(z.string().min(1).max(50)),
    phone: optionalText(20, /^[0-9+\- ]*$/),
    sex: z
      .string()
      .optional()
      .transform((v, c) => {
        if (v === undefined) return undefined;
        const sex = SEX_WORDS[v.toLowerCase()];
        if (sex === undefined) c.addIssue({ code: 'custom', message: translate(lang, 'importSexInvalid') });
        return sex;
      }),
    idCardNo: optionalText(18, /^[0-9Xx]*$/),
    birthday: z.iso.date({ error: translate(lang, 'importDateInvalid') }).optional(),
    remark: optionalText(200),
  };
  return KEYS.map((key) => ({ key, header: [HEADERS[key][lang], ...Object.values(HEADERS[key]), key], parse: parse[key] }));
}

/** The template: the header row in the caller's language. */
export async function importTemplate(ctx: Ctx) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('people');
  sheet.columns = KEYS.map((key) => ({ header: HEADERS[key][ctx.lang], key, width: key === 'idCardNo' || key === 'remark' ? 24 : 16 }));
  sheet.getRow(1).font = { bold: true };
  // Text cells, so that numbers such as person numbers and ID cards keep their leading zeros.
  for (const key of ['custNum', 'phone', 'idCardNo'] as const) sheet.getColumn(key).numFmt = '@';
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${translate(ctx.lang, 'importTemplateName')}.xlsx`, contentType: XLSX_TYPE, body };
}

interface Checked {
  rows: SheetRow<Key>[];
  errors: ImportRowError[];
}

/** Reads the file, before the import's transaction opens (it touches no table). */
export async function readPeopleSheet(ctx: Ctx, mode: Mode): Promise<Sheet<Key>> {
  if (!ctx.file || ctx.file.buffer.length === 0) throw fieldError('file', 'fileMissing');
  const sheet = await readSheet(ctx.file.buffer, columnsFor(ctx.lang, mode), { maxRows: IMPORT_MAX_ROWS, error: ZOD_LOCALES[ctx.lang]().localeError });
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

/** Checks the read file against the database; nothing is written here. */
async function check(ctx: Ctx, mode: Mode, sheet: Sheet<Key>): Promise<Checked & { orgIds: Map<number, number>; custIds: Map<number, number> }> {
  const numOf = new Map(sheet.rows.map((r) => [r.row, r.raw.custNum ?? '']));
  const errors: ImportRowError[] = sheet.errors.map((e) => ({ ...e, custNum: numOf.get(e.row) ?? '' }));
  const fail = (r: SheetRow<Key>, field: string, key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    errors.push({ row: r.row, custNum: r.raw.custNum ?? '', field, message: translate(ctx.lang, key, params) });

  // Person numbers repeated inside the file.
  const firstRow = new Map<string, number>();
  for (const r of sheet.rows) {
    const num = r.raw.custNum;
    if (!num) continue;
    const first = firstRow.get(num);
    if (first === undefined) firstRow.set(num, r.row);
    else fail(r, 'custNum', 'importNumRepeated', { row: first });
  }

  // Person numbers against the database: new ones must be free, updated ones must be people the caller reaches.
  const custIds = new Map<number, number>();
  const nums = [...firstRow.keys()];
  if (mode === 'add') {
    const taken = new Set(
      (await ctx.db.query<{ cust_num: string }>(`SELECT cust_num FROM customers WHERE merchant_id = $1 AND cust_num = ANY($2::text[])`, [ctx.merchantId, nums])).map(
        (r) => r.cust_num,
      ),
    );
    for (const r of sheet.rows) if (r.raw.custNum && taken.has(r.raw.custNum)) fail(r, 'custNum', 'importNumExists');
  } else {
    const w = visibleWhere(ctx).add(`c.state = 'normal' AND c.cust_num = ANY(?::text[])`, nums);
    const found = new Map(
      (
        await ctx.db.query<{ id: number; cust_num: string }>(
          `SELECT c.id, c.cust_num FROM customers c WHERE ${w.sql}`,
          w.params,
        )
      ).map((r) => [r.cust_num, r.id]),
    );
    for (const r of sheet.rows) {
      const id = r.raw.custNum ? found.get(r.raw.custNum) : undefined;
      if (id === undefined) {
        if (r.values.custNum !== undefined) fail(r, 'custNum', 'importNumUnknown');
      } else custIds.set(r.row, id);
    }
  }

  // Organisations by code, else by name, among those the caller reaches.
  const orgs = await listOrgs(ctx);
  const byCode = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  for (const o of orgs) {
    if (o.orgCode) byCode.set(o.orgCode, [...(byCode.get(o.orgCode) ?? []), o.orgId]);
    byName.set(o.orgName, [...(byName.get(o.orgName) ?? []), o.orgId]);
  }
  const orgIds = new Map<number, number>();
  for (const r of sheet.rows) {
    const text = r.values.org as string | undefined;
    if (text === undefined) continue;
    const matches = byCode.get(text)?.length === 1 ? byCode.get(text)! : (byName.get(text) ?? byCode.get(text) ?? []);
    if (matches.length === 1) orgIds.set(r.row, matches[0]);
    else fail(r, 'org', matches.length ? 'importOrgAmbiguous' : 'importOrgUnknown');
  }
  errors.sort((a, b) => a.row - b.row || KEYS.indexOf(a.field as Key) - KEYS.indexOf(b.field as Key));
  return { rows: sheet.rows, errors, orgIds, custIds };
}

/** Most row errors sent back; the message still counts every wrong row. */
const MAX_REPORTED_ERRORS = 5000;

/** 59000 with the row errors (DESIGN §3 pass-through): the request's transaction is rolled back, nothing is written. */
function refuse(ctx: Ctx, total: number, errors: ImportRowError[]): never {
  const count = new Set(errors.map((e) => e.row)).size;
  const data: ImportFailure = { total, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
  throw new AppError(Code.PASS_THROUGH, 'importRowErrors', { total, count }, data);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const orNull = (v: unknown) => (v === undefined ? null : v);

/** Imports people with their accounts, all rows or none, in set-based statements. */
export async function importPeople(ctx: Ctx, sheet: Sheet<Key>): Promise<ImportResult> {
  const { rows, errors, orgIds } = await check(ctx, 'add', sheet);
  if (errors.length) refuse(ctx, rows.length, errors);
  const v = (key: Key) => rows.map((r) => r.values[key]);
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO customers (merchant_id, cust_num, cust_name, org_id, phone, sex, id_card_no, birthday, remark)
     SELECT $1, u.num, u.name, u.org, u.phone, u.sex, u.idc, u.birthday, u.remark
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::smallint[], $7::text[], $8::date[], $9::text[])
         AS u(num, name, org, phone, sex, idc, birthday, remark)
     RETURNING id`,
    [
      ctx.merchantId,
      v('custNum'),
      v('custName'),
      rows.map((r) => orgIds.get(r.row)),
      v('phone').map(text),
      v('sex').map((s) => s ?? 0),
      v('idCardNo').map((s) => text(s).toUpperCase()),
      v('birthday').map(orNull),
      v('remark').map(text),
    ],
  );
  await personAccounts.use().open(
    ctx,
    inserted.map((r) => r.id),
  );
  await peopleChanged(ctx);
  return { total: rows.length, imported: inserted.length };
}

/** Updates people by person number; an empty cell keeps the old value. All rows or none. */
export async function importPersonUpdates(ctx: Ctx, sheet: Sheet<Key>): Promise<ImportResult> {
  const { rows, errors, orgIds, custIds } = await check(ctx, 'update', sheet);
  if (errors.length) refuse(ctx, rows.length, errors);
  const v = (key: Key) => rows.map((r) => orNull(r.values[key]));
  const updated = await ctx.db.query(
    `UPDATE customers c SET cust_name = COALESCE(u.name, c.cust_name), org_id = COALESCE(u.org, c.org_id),
       phone = COALESCE(u.phone, c.phone), sex = COALESCE(u.sex, c.sex), id_card_no = COALESCE(upper(u.idc), c.id_card_no),
       birthday = COALESCE(u.birthday, c.birthday), remark = COALESCE(u.remark, c.remark)
     FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::smallint[], $7::text[], $8::date[], $9::text[])
       AS u(id, name, org, phone, sex, idc, birthday, remark)
     WHERE c.merchant_id = $1 AND c.id = u.id
     RETURNING c.id`,
    [
      ctx.merchantId,
      rows.map((r) => custIds.get(r.row)),
      v('custName'),
      rows.map((r) => orgIds.get(r.row) ?? null),
      v('phone'),
      v('sex'),
      v('idCardNo'),
      v('birthday'),
      v('remark'),
    ],
  );
  if (updated.length) await peopleChanged(ctx);
  return { total: rows.length, imported: updated.length };
}
