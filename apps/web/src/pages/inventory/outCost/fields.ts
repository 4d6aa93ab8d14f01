import { EXPIRY_STATES, OUTBOUND_KINDS, OUT_COST_GROUPS, STOCK_WARNINGS, type MaterialCategoryNode } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';

/**
 * Field descriptions shared by the inventory reports (/kucunzhongxin/statisticaltable: outcost, inoutdetail,
 * inventorywarning, expirewarning); labels in i18n/<lang>/inventoryReports.
 */

const label = (key: string) => `inventoryReports.field.${key}`;
const choices = (prefix: string, values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: `inventoryReports.${prefix}.${v}` }));

/** Categories as 'Big type / small type' choices; a role that cannot read the material categories gets none. */
function categoryChoices(nodes: MaterialCategoryNode[], path: string[] = []): FieldOption[] {
  return nodes.flatMap((n) => {
    const here = [...path, n.categoryName];
    return [{ value: n.categoryId, label: here.join(' / ') }, ...categoryChoices(n.children, here)];
  });
}
/** The warehouses of the caller's canteens (the warehouse list's call); a role without it gets no choices. */
const warehouses = async (): Promise<FieldOption[]> =>
  (await call('inventoryStock.warehouseOptions', {}, { silent: true }).catch(() => [])).map((w) => ({ value: w.warehouseId, label: w.name }));
const categories = async () => categoryChoices(await call('menuMaterials.categoryTree', {}, { silent: true }).catch(() => []));

const shown = (key: string, type: FieldDef['type'] = 'text', width?: number): FieldDef => ({ key, label: label(key), type, inForm: false, width });

export const f = {
  text: (key: string, width?: number) => shown(key, 'text', width),
  number: (key: string) => shown(key, 'number'),
  money: (key: string) => shown(key, 'money'),
  date: (key: string) => shown(key, 'date', 110),
  /** Search only: one warehouse. */
  warehouseFilter: { key: 'warehouseId', label: label('warehouseName'), type: 'select', options: warehouses, inSearch: true, inTable: false, inForm: false } as FieldDef,
  materialFilter: { key: 'materialName', label: label('materialName'), type: 'text', inSearch: true, inTable: false, inForm: false } as FieldDef,
  /** Search only: a category, and every category below it. */
  categoryFilter: { key: 'categoryId', label: label('categoryName'), type: 'select', options: categories, inSearch: true, inTable: false, inForm: false } as FieldDef,
  /** The day range filter [startDay, endDay], the merchant's calendar days. */
  days: { key: 'days', label: label('days'), type: 'date', rangeKeys: ['startDay', 'endDay'], inSearch: true, inTable: false, inForm: false } as FieldDef,
  groupBy: { key: 'groupBy', label: label('groupBy'), type: 'select', options: choices('groupBy', OUT_COST_GROUPS), inSearch: true, inTable: false, inForm: false } as FieldDef,
  /** The outbound documents' kind, named as the outbound pages name it. */
  outboundKind: {
    key: 'outboundKind',
    label: label('outboundKind'),
    type: 'select',
    options: OUTBOUND_KINDS.map((k) => ({ value: k, label: `inventoryDocuments.outboundKind.${k}` })),
    inSearch: true,
    inTable: false,
    inForm: false,
  } as FieldDef,
  warning: { key: 'warning', label: label('warning'), type: 'select', options: choices('warning', STOCK_WARNINGS), inSearch: true, inForm: false, width: 110 } as FieldDef,
  expiryState: { key: 'state', label: label('state'), type: 'select', options: choices('state', EXPIRY_STATES), inSearch: true, inForm: false, width: 90 } as FieldDef,
  /** The expiry window in days (1–365; the server's default is 7). */
  windowDays: { key: 'days', label: label('windowDays'), type: 'number', min: 1, max: 365, inSearch: true, inTable: false, inForm: false } as FieldDef,
};

/** The columns naming a warehouse material. */
export const materialColumns = (): FieldDef[] => [f.text('warehouseName', 120), f.text('canteenName', 120), f.text('materialName', 140), f.text('categoryName', 110), f.text('unitName', 70)];
/** The filters every report has. */
export const stockFilters = (): FieldDef[] => [f.warehouseFilter, f.materialFilter, f.categoryFilter];

/** The day range as the print dialog's time range. */
export const dayRange = (q: Record<string, unknown>): [string, string] | undefined =>
  q.startDay || q.endDay ? [String(q.startDay ?? ''), String(q.endDay ?? '')] : undefined;

/** An average unit cost (cents per unit, 4 decimals) in yuan: 552.6316 → '5.5263'. */
export const unitCostText = (v: unknown) => (typeof v === 'number' ? (v / 100).toFixed(4) : '');
