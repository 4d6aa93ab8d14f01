import type { HouseMaterial } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';

/** The hidden pages of inbound and outbound documents, by their query string. */
export const inboundDetailPath = (inboundId: number) => `/kucunzhongxin/warehousing/warehousedetail?inboundId=${inboundId}`;
export const importResultsPath = '/kucunzhongxin/warehousing/importresult';
export const outboundDetailPath = (outboundId: number) => `/kucunzhongxin/outhousing/outhousedetail?outboundId=${outboundId}`;

/** The warehouses a picker offers (the caller's canteens'). */
export async function warehouseChoices(): Promise<FieldOption[]> {
  return (await call('inventoryStock.warehouseOptions', {})).map((w) => ({ value: w.warehouseId, label: w.name }));
}

/**
 * The enabled suppliers a picker offers. A keeper whose role lacks the supplier list (menu 1001000) gets none, quietly:
 * the supplier of a document is optional and the lists show its name anyway.
 */
export async function supplierChoices(): Promise<FieldOption[]> {
  try {
    return (await call('procurementSuppliers.supplierOptions', { enabledOnly: true }, { silent: true })).map((s) => ({ value: s.supplierId, label: s.name }));
  } catch {
    return [];
  }
}

/** Every material a warehouse keeps (at most 500), for a document's lines. */
export async function warehouseMaterials(warehouseId: number): Promise<HouseMaterial[]> {
  return (await call('inventoryStock.houseMaterialPage', { warehouseId, page: 1, limit: 500 })).records;
}

/** Unit prices are cents with up to 4 decimals: typed and shown in yuan with up to 6. */
export const yuanToCents = (yuan: number) => Math.round(yuan * 1_000_000) / 10_000;
export const centsToYuan = (cents: number) => Math.round(cents * 100) / 10_000;
/** Cents as yuan text with two decimals. */
export const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));
