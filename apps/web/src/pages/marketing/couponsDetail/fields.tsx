import { COUPON_CONFIG_STATES, COUPON_ITEM_STATES, COUPON_KINDS, COUPON_LOG_EVENTS, COUPON_VALID_TYPES, UNIVERSAL_STATES, formatMoney } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption, Row } from '@/components/ResourcePage';
import { canteenChoices, mealTypeChoices } from '../../canteens/options';

/** Field descriptions of the coupon pages (labels are keys of i18n/<lang>/marketingCoupons). */

const L = (key: string) => `marketingCoupons.${key}`;
const choices = (prefix: string, values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: L(`${prefix}.${v}`) }));

/** The coupons, as select choices. */
export async function couponChoices(): Promise<FieldOption[]> {
  const page = await call('marketingCoupons.couponList', { limit: 500 }, { silent: true });
  return page.records.map((c) => ({ value: c.couponId, label: c.couponName }));
}

/** Cash coupons show yuan off; discount coupons the percent paid. */
export const faceValue = (row: Row) => (row.kind === 'cash' ? formatMoney(row.value as number) : `${String(row.value)}%`);

const kind: FieldDef = { key: 'kind', label: L('kind'), type: 'select', options: choices('kinds', COUPON_KINDS), required: true, inSearch: true };
const value: FieldDef = { key: 'value', label: L('value'), type: 'number', min: 0.01, max: 1_000_000, render: (_v, row) => faceValue(row) };
const coupon = (inSearch = true): FieldDef => ({ key: 'couponId', label: L('coupon'), type: 'select', options: couponChoices, inSearch, inTable: false });
const couponName: FieldDef = { key: 'couponName', label: L('couponName'), type: 'text', inForm: false };
const person: FieldDef[] = [
  { key: 'custName', label: L('custName'), type: 'text', inSearch: true, inForm: false },
  { key: 'custNum', label: L('custNum'), type: 'text', inForm: false },
];
const at = (key: string, label = key): FieldDef => ({ key, label: L(label), type: 'datetime', inForm: false });
const period: FieldDef = { key: 'period', label: L('period'), type: 'datetime', rangeKeys: ['startTime', 'endTime'], inSearch: true, inTable: false, inForm: false };
const remark: FieldDef = { key: 'remark', label: L('remark'), type: 'textarea', inTable: false };

export const couponFields: FieldDef[] = [
  { key: 'couponName', label: L('couponName'), type: 'text', inSearch: true },
  kind,
  value,
  { key: 'minSpend', label: L('minSpend'), type: 'money' },
  { key: 'validType', label: L('validType'), type: 'select', options: choices('validTypes', COUPON_VALID_TYPES), required: true },
  { key: 'validDays', label: L('validDays'), type: 'number' },
  { key: 'validFrom', label: L('validFrom'), type: 'date' },
  { key: 'validTo', label: L('validTo'), type: 'date' },
  { key: 'canteenIds', label: L('canteens'), type: 'select', multiple: true, options: canteenChoices, inTable: false },
  { key: 'mealTypes', label: L('mealTypes'), type: 'select', multiple: true, options: mealTypeChoices, inTable: false },
  { key: 'totalCap', label: L('totalCap'), type: 'number' },
  { key: 'perPersonCap', label: L('perPersonCap'), type: 'number' },
  { key: 'issued', label: L('issued'), type: 'number', inForm: false },
  { key: 'used', label: L('used'), type: 'number', inForm: false },
  { key: 'enabled', label: L('enabled'), type: 'switch' },
  remark,
];

/** A cash coupon's value is typed in yuan and sent in cents; a discount's is the percent paid. */
export const couponToForm = (row: Row): Row => ({ ...row, value: row.kind === 'cash' ? (row.value as number) / 100 : row.value });
export const couponFromForm = (content: Row, _mode: unknown, row?: Row): Row => {
  const v = Number(content.value);
  return {
    ...(row ? { couponId: row.couponId } : {}),
    ...content,
    value: content.kind === 'cash' ? Math.round(v * 100) : Math.round(v),
    validDays: content.validDays ?? null,
    validFrom: content.validFrom ?? null,
    validTo: content.validTo ?? null,
  };
};

const orgChoices = async (): Promise<FieldOption[]> => {
  const out: FieldOption[] = [];
  const walk = (nodes: { orgId: number; orgName: string; children?: unknown[] }[], prefix: string) => {
    for (const n of nodes) {
      out.push({ value: n.orgId, label: `${prefix}${n.orgName}` });
      walk((n.children ?? []) as typeof nodes, `${prefix}${n.orgName} / `);
    }
  };
  walk(await call('people.orgTree', {}, { silent: true }).catch(() => []), '');
  return out;
};
const psnTypeChoices = async (): Promise<FieldOption[]> =>
  (await call('peopleMaster.psnTypeList', {}, { silent: true }).catch(() => [])).map((p) => ({ value: p.psnTypeId, label: p.psnTypeName }));

export const configFields: FieldDef[] = [
  { key: 'configName', label: L('configName'), type: 'text', inSearch: true },
  coupon(),
  couponName,
  { key: 'orgIds', label: L('orgs'), type: 'select', multiple: true, options: orgChoices, inTable: false },
  { key: 'psnTypeIds', label: L('psnTypes'), type: 'select', multiple: true, options: psnTypeChoices, inTable: false },
  { key: 'perPerson', label: L('perPerson'), type: 'number', required: true },
  { key: 'grantAt', label: L('grantAt'), type: 'datetime' },
  { key: 'state', label: L('configState'), type: 'select', options: choices('configStates', COUPON_CONFIG_STATES), inSearch: true, inForm: false },
  at('grantedAt'),
  { key: 'grantedCount', label: L('grantedCount'), type: 'number', inForm: false },
  remark,
];

export const itemFields: FieldDef[] = [
  { key: 'couponNo', label: L('couponNo'), type: 'text', inSearch: true, inForm: false },
  coupon(),
  couponName,
  { key: 'value', label: L('value'), type: 'number', inForm: false, render: (_v, row) => faceValue(row) },
  ...person,
  { key: 'orgName', label: L('orgName'), type: 'text', inForm: false },
  { key: 'batchNo', label: L('batchNo'), type: 'text', inSearch: true, inForm: false },
  { key: 'state', label: L('state'), type: 'select', options: choices('states', COUPON_ITEM_STATES), inSearch: true, inForm: false },
  at('validFrom'),
  at('validTo'),
  { key: 'orderId', label: L('orderId'), type: 'number', inForm: false },
  { key: 'discount', label: L('discount'), type: 'money', inForm: false },
  at('usedAt'),
  at('createdAt', 'issuedAt'),
  period,
];

export const universalFields: FieldDef[] = [
  { key: 'code', label: L('code'), type: 'text', inSearch: true, maxLength: 32 },
  coupon(false),
  couponName,
  { key: 'value', label: L('value'), type: 'number', inForm: false, render: (_v, row) => faceValue(row) },
  { key: 'totalCap', label: L('totalCap'), type: 'number' },
  { key: 'perPersonCap', label: L('perPersonCap'), type: 'number' },
  { key: 'used', label: L('used'), type: 'number', inForm: false },
  { key: 'validFrom', label: L('validFrom'), type: 'date', required: true, inTable: false },
  { key: 'validTo', label: L('validTo'), type: 'date', required: true, inTable: false },
  { key: 'validUntil', label: L('validTo'), type: 'datetime', inForm: false, render: (_v, row) => String(row.validTo ?? '').slice(0, 10) },
  { key: 'state', label: L('state'), type: 'select', options: choices('universalStates', UNIVERSAL_STATES), inSearch: true, inForm: false },
  remark,
];

export const useFields: FieldDef[] = [
  { key: 'code', label: L('code'), type: 'text', inSearch: true, inForm: false },
  couponName,
  ...person,
  { key: 'orderId', label: L('orderId'), type: 'number', inForm: false },
  { key: 'discount', label: L('discount'), type: 'money', inForm: false },
  { key: 'state', label: L('state'), type: 'select', options: choices('useStates', ['used', 'returned']), inSearch: true, inForm: false },
  at('at', 'usedAt'),
  at('returnedAt'),
  period,
];

export const logFields: FieldDef[] = [
  { key: 'event', label: L('event'), type: 'select', options: choices('events', COUPON_LOG_EVENTS), inSearch: true, inForm: false },
  coupon(),
  couponName,
  { key: 'couponNo', label: L('couponNo'), type: 'text', inSearch: true, inForm: false },
  ...person,
  { key: 'orderId', label: L('orderId'), type: 'number', inForm: false },
  { key: 'discount', label: L('discount'), type: 'money', inForm: false },
  { key: 'operatorName', label: L('operator'), type: 'text', inForm: false },
  at('at'),
  period,
];
