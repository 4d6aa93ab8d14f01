import type { DiningTable, Page, TableHistory } from '@canteen/contract';
import { actorOf, withTx, type Ctx } from '../../platform/context';
import { conflict, fieldError } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { findCanteen } from './canteens';
import { areas } from './areas';
import { merchantTimeZone } from '../settings';
import { likeContains, pageOf, Where } from '../../platform/sql';

/** Tables of a canteen; a table is free or occupied by a party (opened with foundTable, closed with cancelFoundTable). */
export const tables = defineResource<DiningTable>({
  table: 'dining_tables',
  idField: 'tableId',
  fields: { canteenId: 'canteen_id', areaId: 'area_id', tableNo: 'table_no', seats: 'seats', state: 'state', people: 'people', openedAt: 'opened_at', remark: 'remark' },
  readOnly: ['state', 'people', 'openedAt'],
  computed: {
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
    areaName: '(SELECT a.name FROM canteen_areas a WHERE a.id = r.area_id)',
  },
  filters: {
    canteenId: { column: 'canteen_id', op: 'eq' },
    areaId: { column: 'area_id', op: 'eq' },
    tableNo: { column: 'table_no', op: 'like' },
    state: { column: 'state', op: 'eq' },
  },
  // Table numbers sort as people read them: 2 before 10.
  orderBy: 'r.canteen_id, length(r.table_no), r.table_no',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['tableNo', 'canteenId']],
  what: 'table',
});

interface TableInput {
  areaId: number | null;
  tableNo: string;
  seats: number;
  remark: string;
}

async function checkArea(ctx: Ctx, areaId: number | null, canteenId: number) {
  if (areaId === null) return;
  if ((await areas.get(ctx, areaId)).canteenId !== canteenId) throw fieldError('areaId', 'placeNotInCanteen');
}

export async function addTable(ctx: Ctx, input: TableInput & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  await checkArea(ctx, input.areaId, input.canteenId);
  return { tableId: await tables.create(ctx, { ...input }) };
}

export async function editTable(ctx: Ctx, input: TableInput & { tableId: number }) {
  const table = await tables.get(ctx, input.tableId);
  await checkArea(ctx, input.areaId, table.canteenId);
  await tables.update(ctx, input.tableId, { ...input });
  return null;
}

export async function removeTable(ctx: Ctx, id: number) {
  if ((await tables.get(ctx, id)).state === 'occupied') throw conflict('tableInUse');
  await tables.remove(ctx, id);
  return null;
}

/** Opens a free table for a party; the conditional update makes a second opening fail even when two race. */
export function openTable(ctx: Ctx, tableId: number, people: number) {
  return withTx(ctx, async (tx) => {
    const table = await tables.get(tx, tableId);
    const now = tx.now().toISOString();
    const opened = await tx.db.query(
      `UPDATE dining_tables SET state = 'occupied', people = $3, opened_at = $4 WHERE id = $1 AND merchant_id = $2 AND state = 'free' RETURNING id`,
      [tableId, tx.merchantId, people, now],
    );
    if (!opened.length) throw conflict('tableOccupied');
    await tx.db.query(
      `INSERT INTO table_history (merchant_id, canteen_id, table_id, table_no, people, opened_at, opened_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [tx.merchantId, table.canteenId, tableId, table.tableNo, people, now, actorOf(tx).username],
    );
    return null;
  });
}

export function closeTable(ctx: Ctx, tableId: number) {
  return withTx(ctx, async (tx) => {
    await tables.get(tx, tableId);
    const closed = await tx.db.query(
      `UPDATE dining_tables SET state = 'free', people = NULL, opened_at = NULL WHERE id = $1 AND merchant_id = $2 AND state = 'occupied' RETURNING id`,
      [tableId, tx.merchantId],
    );
    if (!closed.length) throw conflict('tableNotOpen');
    await tx.db.query(`UPDATE table_history SET closed_at = $3, closed_by = $4 WHERE merchant_id = $1 AND table_id = $2 AND closed_at IS NULL`, [
      tx.merchantId,
      tableId,
      tx.now().toISOString(),
      actorOf(tx).username,
    ]);
    return null;
  });
}

interface HistoryQuery {
  page: number;
  limit: number;
  canteenId?: number;
  tableId?: number;
  tableNo?: string;
  startDay?: string;
  endDay?: string;
}

/** Openings of tables, newest first; days are the merchant's local days of the opening. */
export async function tableHistoryPage(ctx: Ctx, q: HistoryQuery): Promise<Page<TableHistory>> {
  const w = new Where('h.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'h.canteen_id');
  if (q.canteenId) w.add('h.canteen_id = ?', q.canteenId);
  if (q.tableId) w.add('h.table_id = ?', q.tableId);
  if (q.tableNo) w.add('h.table_no ILIKE ?', likeContains(q.tableNo));
  if (q.startDay || q.endDay) {
    const localDay = `(h.opened_at AT TIME ZONE ${w.param(await merchantTimeZone(ctx))})::date`;
    if (q.startDay) w.add(`${localDay} >= ?::date`, q.startDay);
    if (q.endDay) w.add(`${localDay} <= ?::date`, q.endDay);
  }
  return pageOf<TableHistory>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM table_history h WHERE ${w.sql}`,
    rows: `SELECT h.id AS "hisId", h.table_id AS "tableId", h.table_no AS "tableNo", h.canteen_id AS "canteenId", c.name AS "canteenName",
            h.people, h.opened_at AS "openedAt", h.opened_by AS "openedBy", h.closed_at AS "closedAt", h.closed_by AS "closedBy"
       FROM table_history h JOIN canteens c ON c.id = h.canteen_id
      WHERE ${w.sql} ORDER BY h.opened_at DESC, h.id DESC`,
    params: w.params,
  });
}
