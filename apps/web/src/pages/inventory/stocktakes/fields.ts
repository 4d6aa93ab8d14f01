import { STOCKTAKE_STATES } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';

/** Field descriptions and options shared by the stocktake pages (/kucunzhongxin/pandian); labels in i18n/<lang>/inventoryStocktake. */

export const label = (key: string) => `inventoryStocktake.field.${key}`;
export const stateOptions: FieldOption[] = STOCKTAKE_STATES.map((v) => ({ value: v, label: `inventoryStocktake.state.${v}` }));

/** The warehouses of the caller's canteens (the warehouse list's call, menu 1101000); a role without it gets no choices. */
export const warehouseOptions = async (): Promise<FieldOption[]> =>
  (await call('inventoryStock.warehouseOptions', {}, { silent: true }).catch(() => [])).map((w) => ({ value: w.warehouseId, label: w.name }));

export const shown = (key: string, type: FieldDef['type'] = 'text', width?: number): FieldDef => ({ key, label: label(key), type, inForm: false, width });

/** A quantity in the material's unit as the keeper reads it: up to three decimals. */
export const qtyText = (v: unknown) => (typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : '');

/** The hidden pages of a stocktake, by id in the query string. */
export const detailPath = (stocktakeId: number) => `/kucunzhongxin/pandian/pandiandetail?stocktakeId=${String(stocktakeId)}`;
export const differencesPath = (stocktakeId: number) => `/kucunzhongxin/pandian/pandianchayi?stocktakeId=${String(stocktakeId)}`;
