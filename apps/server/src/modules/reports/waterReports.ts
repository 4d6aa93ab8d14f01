import { WATER_DEVICE_TYPE, type CustomMeasure, type DeviceDayRow, type Page, type SaleSum } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportExport, reportPage, type ReportSql } from '../../platform/report';
import type { Paging } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { customColumns, customTitles } from '../../platform/messages/reportsCustom';
import { merchantTimeZone } from '../settings';
import { customExportLimits } from './customReports';
import { GROUP_COLUMNS, groupedSql, measureSums } from './customGroups';
import { freshRollups, type RollupFilter } from './rollups';

/**
 * Consumption per day and device of the devices of some types: the water-control machines (shuikongji) here, the
 * docking machines (dockingReports.ts) with the types their merchant names. Read from the rollups by device.
 */

export const SALE_MEASURE_NAMES: CustomMeasure[] = ['orders', 'amount', 'cash', 'subsidy', 'gift', 'discount', 'refunds', 'refundAmount', 'net'];
const MONEY: readonly string[] = ['amount', 'cash', 'subsidy', 'gift', 'discount', 'refundAmount', 'net'];

export interface DeviceFilter extends RollupFilter {
  deviceId?: number;
}

/** Consumption of the day range per day and device of the given types (a text[] of device types). */
export function deviceDaySql(ctx: Ctx, q: DeviceFilter, types: readonly string[]): ReportSql {
  const { sql, w } = groupedSql(ctx, { fact: 'sale', day: true, canteen: false, org: false, key: 'device', measures: SALE_MEASURE_NAMES }, q, (w) => {
    if (q.deviceId !== undefined) w.add('r.key = ?', q.deviceId);
  });
  const m = w.param(ctx.merchantId);
  return {
    sql: `SELECT concat_ws('|', x.${GROUP_COLUMNS.day}, d.id) AS "rowKey", to_char(x.${GROUP_COLUMNS.day}, 'YYYY-MM-DD') AS day, d.id AS "deviceId", d.name AS "deviceName", d.type AS "deviceType",
            d.serial_number AS "serialNumber", COALESCE(cn.name, '') AS "canteenName", ${SALE_MEASURE_NAMES.map((k) => `x."${k}"`).join(', ')}
          FROM (${sql}) x
          JOIN devices d ON d.merchant_id = ${m} AND d.id = x.${GROUP_COLUMNS.key} AND d.type = ANY(${w.param([...types])}::text[])
          LEFT JOIN canteens cn ON cn.merchant_id = ${m} AND cn.id = d.canteen_id`,
    params: w.params,
    order: `day, "deviceName", "deviceId"`,
    sums: measureSums(SALE_MEASURE_NAMES),
  };
}

const col = (key: keyof typeof customColumns, width = 14): ExportColumn => ({ header: customColumns[key], key, width, money: MONEY.includes(key) });
export const DEVICE_DAY_COLUMNS: ExportColumn[] = [col('day', 12), col('deviceName', 18), col('serialNumber', 18), col('canteenName'), ...SALE_MEASURE_NAMES.map((k) => col(k))];

export async function deviceDayPage(ctx: Ctx, q: DeviceFilter & Paging, types: readonly string[]): Promise<Page<DeviceDayRow> & { sum: SaleSum }> {
  await freshRollups(ctx);
  return reportPage(ctx, deviceDaySql(ctx, q, types), q);
}

export async function deviceDayExport(ctx: Ctx, q: DeviceFilter, types: readonly string[], title: keyof typeof customTitles): Promise<FileReply> {
  await freshRollups(ctx);
  return reportExport(ctx, deviceDaySql(ctx, q, types), { title: customTitles[title], total: customTitles.total, columns: DEVICE_DAY_COLUMNS, cap: customExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}

export const waterPage = (ctx: Ctx, q: DeviceFilter & Paging) => deviceDayPage(ctx, q, [WATER_DEVICE_TYPE]);
export const waterExport = (ctx: Ctx, q: DeviceFilter) => deviceDayExport(ctx, q, [WATER_DEVICE_TYPE], 'water');
