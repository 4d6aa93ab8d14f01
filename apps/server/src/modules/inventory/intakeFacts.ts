import type { IntakeGroup } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { likeContains, Where } from '../../platform/sql';
import type { ReportSql } from '../../platform/report';
import { merchantTimeZone } from '../settings';

/**
 * What the reports read of inventory's intake (issue 27): stock received by committed inbound documents over a range
 * of the merchant's days (by when it was committed), net of reversals (their movements are negative), grouped by
 * supplier, material (in its unit) or material category. Rows carry the contract's intakeRow; the caller pages them.
 */
export interface IntakeQuery {
  startDay: string;
  endDay: string;
  canteenId?: number;
  supplierId?: number;
  materialName?: string;
  groupBy: IntakeGroup;
}

const GROUPING: Record<IntakeGroup, { key: string; columns: string; by: string; order: string }> = {
  supplier: {
    key: `COALESCE(i.supplier_id::text, '-')`,
    columns: `COALESCE(min(s.name), '') AS "supplierName", '' AS "materialName", '' AS "categoryName", '' AS "unitName"`,
    by: 'i.supplier_id',
    order: `"supplierName", "groupKey"`,
  },
  material: {
    key: `mm.id || '|' || u.id`,
    columns: `'' AS "supplierName", min(mm.name) AS "materialName", COALESCE(min(c.name), '') AS "categoryName", min(u.name) AS "unitName"`,
    by: 'mm.id, u.id',
    order: `"materialName", "groupKey"`,
  },
  category: {
    key: `COALESCE(c.id::text, '-')`,
    columns: `'' AS "supplierName", '' AS "materialName", COALESCE(min(c.name), '') AS "categoryName", '' AS "unitName"`,
    by: 'c.id',
    order: `"categoryName", "groupKey"`,
  },
};

export async function intakeSql(ctx: Ctx, q: IntakeQuery): Promise<ReportSql> {
  const w = new Where('m.merchant_id = ?', ctx.merchantId).add(`m.doc_type = 'inbound'`);
  const zone = w.param(await merchantTimeZone(ctx));
  w.add(`m.at >= ((?::date)::timestamp AT TIME ZONE ${zone})`, q.startDay).add(`m.at < ((?::date + 1)::timestamp AT TIME ZONE ${zone})`, q.endDay);
  w.scope(ctx, 'canteen', 'wh.canteen_id');
  if (q.canteenId !== undefined) w.add('wh.canteen_id = ?', q.canteenId);
  if (q.supplierId !== undefined) w.add('i.supplier_id = ?', q.supplierId);
  if (q.materialName) w.add('mm.name ILIKE ?', likeContains(q.materialName));
  const g = GROUPING[q.groupBy];
  return {
    sql: `SELECT ${g.key} AS "groupKey", ${g.columns},
            sum(m.qty)::float8 AS qty, sum(m.value)::float8 AS value, count(DISTINCT m.doc_id) FILTER (WHERE i.kind <> 'reversal')::int AS "docCount"
          FROM inv_movements m
          JOIN inv_inbounds i ON i.merchant_id = m.merchant_id AND i.id = m.doc_id
          JOIN inv_warehouses wh ON wh.merchant_id = m.merchant_id AND wh.id = m.warehouse_id
          JOIN inv_house_materials h ON h.merchant_id = m.merchant_id AND h.id = m.house_material_id
          JOIN menu_materials mm ON mm.merchant_id = h.merchant_id AND mm.id = h.material_id
          LEFT JOIN menu_material_categories c ON c.merchant_id = mm.merchant_id AND c.id = mm.category_id
          JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
          LEFT JOIN pur_suppliers s ON s.merchant_id = i.merchant_id AND s.id = i.supplier_id
          WHERE ${w.sql}
          GROUP BY ${g.by}`,
    params: w.params,
    order: g.order,
    sums: `COALESCE(sum(q.qty), 0)::float8 AS qty, COALESCE(sum(q.value), 0)::float8 AS value`,
  };
}
