import type { Ctx } from '../../platform/context';
import { businessRule, conflict, notFound } from '../../platform/http/errors';
import { merchantToday } from '../canteens';

/**
 * The stock core (DESIGN §8): the only writer of batches and movements. Documents (inbound, outbound, stocktake)
 * call it from their commit, in the commit's transaction, after locking their own row; it locks batches in id order
 * in one global order, so two commits never deadlock on each other.
 *
 * Lock order: the document row, the warehouse row (lockWarehouse), then batches by id.
 *
 * Quantities travel as thousandths (integers: a numeric(14,3) fits below 2^53) and values as integer cents; the
 * database keeps numeric(14,3) and bigint. A batch's quantity and value are the sums of its movements.
 */

/** The document a movement belongs to. */
export interface DocRef {
  type: 'inbound' | 'outbound' | 'stocktake';
  id: number;
  no: string;
}

/** Thousandths of a unit ⇄ the decimal the API shows. */
export const toMilli = (qty: number): number => Math.round(qty * 1000);
export const fromMilli = (milli: number): number => milli / 1000;
/** A numeric(14,3) as SQL text, from thousandths (exact, no float on the way). */
export const milliSql = (milli: number): string => {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
};
/** A numeric(14,3) column read as thousandths: select it as `(col * 1000)::bigint`. */
const num = (v: string | number): number => Number(v);

/** `part` of `qty` worth `value`, in proportion, rounded half up to a cent (BigInt: value × part can pass 2^53). */
export function proportion(qtyMilli: number, valueCents: number, partMilli: number): number {
  return Number((BigInt(valueCents) * BigInt(partMilli) * 2n + BigInt(qtyMilli)) / (2n * BigInt(qtyMilli)));
}

/** Value of `take` out of a batch holding `qty` worth `value`: in proportion; all of it for the rest. */
export const takeValue = (qtyMilli: number, valueCents: number, takeMilli: number): number =>
  takeMilli >= qtyMilli ? valueCents : proportion(qtyMilli, valueCents, takeMilli);

/** A line's value: quantity × unit price (cents, may carry fractions), rounded half up to a cent. */
export function lineValue(qtyMilli: number, unitPrice: number): number {
  // Unit prices carry at most 4 decimals: work in ten-thousandths of a cent.
  const price = BigInt(Math.round(unitPrice * 10_000));
  const v = BigInt(qtyMilli) * price; // cents × 10^7
  return Number((v + 5_000_000n) / 10_000_000n);
}

/** The next document number of a kind for the merchant's day: RK20261128001 (three digits, more when needed). */
export async function nextDocNo(ctx: Ctx, kind: 'RK' | 'CK' | 'PD' | 'CG' | 'PO', day?: string): Promise<string> {
  const d = day ?? (await merchantToday(ctx));
  const [{ n }] = await ctx.db.query<{ n: number }>(
    `INSERT INTO inv_doc_counters (merchant_id, kind, day, n) VALUES ($1, $2, $3, 1)
     ON CONFLICT (merchant_id, kind, day) DO UPDATE SET n = inv_doc_counters.n + 1 RETURNING n`,
    [ctx.merchantId, kind, d],
  );
  return `${kind}${d.replaceAll('-', '')}${String(n).padStart(3, '0')}`;
}

/**
 * Locks the warehouse row, key-shared for a stock change and exclusive for starting a stocktake, then refuses a stock
 * change while a stocktake is counting it (its book quantities are frozen). The lock orders the two: a stocktake
 * starting waits for the changes under way, and a change after it sees its counting row.
 */
export async function lockWarehouse(ctx: Ctx, warehouseId: number, mode: 'change' | 'count'): Promise<void> {
  const locked = await ctx.db.query(`SELECT 1 FROM inv_warehouses WHERE merchant_id = $1 AND id = $2 FOR ${mode === 'count' ? 'UPDATE' : 'KEY SHARE'}`, [
    ctx.merchantId,
    warehouseId,
  ]);
  if (!locked.length) throw notFound('warehouse');
  if (mode === 'change') await assertNotCounting(ctx, warehouseId);
}

/** Refuses a stock change in a warehouse while a stocktake is counting it (40900 `warehouseCounting`). */
export async function assertNotCounting(ctx: Ctx, warehouseId: number): Promise<void> {
  const rows = await ctx.db.query<{ doc_no: string }>(`SELECT doc_no FROM inv_stocktakes WHERE merchant_id = $1 AND warehouse_id = $2 AND state = 'counting'`, [
    ctx.merchantId,
    warehouseId,
  ]);
  if (rows.length) throw conflict('warehouseCounting', { docNo: rows[0].doc_no });
}

interface BatchRow {
  id: number;
  house_material_id: number;
  qty: number;
  value: number;
}

/** Locks batches in id order and returns them with quantities in thousandths. */
async function lockBatches(ctx: Ctx, where: string, params: unknown[]): Promise<BatchRow[]> {
  const rows = await ctx.db.query<{ id: number; house_material_id: number; qty: string; value: string }>(
    `SELECT id, house_material_id, (qty * 1000)::bigint AS qty, value FROM inv_batches WHERE merchant_id = $1 AND ${where} ORDER BY id FOR UPDATE`,
    [ctx.merchantId, ...params],
  );
  return rows.map((r) => ({ id: r.id, house_material_id: r.house_material_id, qty: num(r.qty), value: num(r.value) }));
}

interface Movement {
  warehouseId: number;
  houseMaterialId: number;
  batchId: number;
  lineId: number;
  qty: number;
  value: number;
  qtyAfter: number;
  valueAfter: number;
}

/** Writes the movements and, unless they were just made with it, sets each batch to its state after them. */
async function post(ctx: Ctx, doc: DocRef, moves: Movement[], batchesMade = false): Promise<void> {
  if (!moves.length) return;
  await ctx.db.query(
    `INSERT INTO inv_movements (merchant_id, warehouse_id, house_material_id, batch_id, doc_type, doc_id, doc_no, line_id, qty, value, qty_after, value_after, at, operator_id)
     SELECT $1, m.warehouse_id, m.house_material_id, m.batch_id, $2, $3, $4, m.line_id, m.qty, m.value, m.qty_after, m.value_after, $5, $6
       FROM unnest($7::int[], $8::int[], $9::int[], $10::int[], $11::numeric[], $12::bigint[], $13::numeric[], $14::bigint[])
         AS m(warehouse_id, house_material_id, batch_id, line_id, qty, value, qty_after, value_after)`,
    [
      ctx.merchantId,
      doc.type,
      doc.id,
      doc.no,
      ctx.now(),
      ctx.actor?.userId || null,
      moves.map((m) => m.warehouseId),
      moves.map((m) => m.houseMaterialId),
      moves.map((m) => m.batchId),
      moves.map((m) => m.lineId),
      moves.map((m) => milliSql(m.qty)),
      moves.map((m) => m.value),
      moves.map((m) => milliSql(m.qtyAfter)),
      moves.map((m) => m.valueAfter),
    ],
  );
  if (batchesMade) return;
  // A batch may move twice in one document (two lines of one material): the last movement holds its state.
  const last = [...new Map(moves.map((m) => [m.batchId, m])).values()];
  await ctx.db.query(
    `UPDATE inv_batches b SET qty = u.qty, value = u.value
       FROM unnest($2::int[], $3::numeric[], $4::bigint[]) AS u(id, qty, value)
      WHERE b.merchant_id = $1 AND b.id = u.id`,
    [ctx.merchantId, last.map((m) => m.batchId), last.map((m) => milliSql(m.qtyAfter)), last.map((m) => m.valueAfter)],
  );
}

export interface ReceiveLine {
  lineId: number;
  houseMaterialId: number;
  /** Thousandths, > 0. */
  qty: number;
  /** Cents, ≥ 0. */
  value: number;
  batchNo: string;
  productionDate: string | null;
  expiryDate: string | null;
}

/**
 * Receives an inbound document's lines: one new batch per line (its number the line's, or the document's number
 * and the line's position), with its first movement. Returns the batch ids by line id.
 */
export async function receive(
  ctx: Ctx,
  doc: DocRef,
  input: { warehouseId: number; supplierId: number | null; lines: ReceiveLine[] },
): Promise<Map<number, number>> {
  await lockWarehouse(ctx, input.warehouseId, 'change');
  const at = ctx.now();
  const batches = new Map<number, number>();
  const moves: Movement[] = [];
  for (const [i, line] of input.lines.entries()) {
    if (line.qty <= 0 || line.value < 0) throw businessRule('stockBadLine');
    const [{ id }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO inv_batches (merchant_id, warehouse_id, house_material_id, batch_no, qty, value, in_qty, in_value, production_date, expiry_date, inbound_id, supplier_id, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        ctx.merchantId,
        input.warehouseId,
        line.houseMaterialId,
        line.batchNo || `${doc.no}-${i + 1}`,
        milliSql(line.qty),
        line.value,
        line.productionDate,
        line.expiryDate,
        doc.type === 'inbound' ? doc.id : null,
        input.supplierId,
        at,
      ],
    );
    batches.set(line.lineId, id);
    moves.push({ warehouseId: input.warehouseId, houseMaterialId: line.houseMaterialId, batchId: id, lineId: line.lineId, qty: line.qty, value: line.value, qtyAfter: line.qty, valueAfter: line.value });
  }
  // The batches were made with their state: only the movements are left to write.
  await post(ctx, doc, moves, true);
  return batches;
}

export interface IssueLine {
  lineId: number;
  houseMaterialId: number;
  /** Thousandths, > 0. */
  qty: number;
}

/** What one line took: its cost and the batches it took from, first-expiring first. */
export interface IssuedLine {
  lineId: number;
  cost: number;
  picks: { batchId: number; qty: number; cost: number }[];
}

/**
 * Issues an outbound document's lines from the warehouse's batches, first-expiring first (no expiry last, then by
 * arrival), each take costed at the batch's value in proportion (the last take of a batch carries what is left).
 * Not enough stock of a material refuses the whole document (40000 `stockShort`), nothing taken.
 */
export async function issueFefo(ctx: Ctx, doc: DocRef, input: { warehouseId: number; lines: IssueLine[] }): Promise<IssuedLine[]> {
  await lockWarehouse(ctx, input.warehouseId, 'change');
  const materials = [...new Set(input.lines.map((l) => l.houseMaterialId))];
  // Lock every batch with stock of these materials, in id order; pick in FEFO order in memory.
  await lockBatches(ctx, `warehouse_id = $2 AND house_material_id = ANY($3) AND qty > 0`, [input.warehouseId, materials]);
  const ordered = await ctx.db.query<{ id: number; house_material_id: number; qty: string; value: string }>(
    `SELECT id, house_material_id, (qty * 1000)::bigint AS qty, value FROM inv_batches
      WHERE merchant_id = $1 AND warehouse_id = $2 AND house_material_id = ANY($3) AND qty > 0
      ORDER BY expiry_date NULLS LAST, received_at, id`,
    [ctx.merchantId, input.warehouseId, materials],
  );
  const byMaterial = new Map<number, BatchRow[]>();
  for (const r of ordered) {
    const list = byMaterial.get(r.house_material_id) ?? [];
    list.push({ id: r.id, house_material_id: r.house_material_id, qty: num(r.qty), value: num(r.value) });
    byMaterial.set(r.house_material_id, list);
  }
  const moves: Movement[] = [];
  const issued: IssuedLine[] = [];
  for (const line of input.lines) {
    if (line.qty <= 0) throw businessRule('stockBadLine');
    let left = line.qty;
    const picks: IssuedLine['picks'] = [];
    for (const b of byMaterial.get(line.houseMaterialId) ?? []) {
      if (left === 0) break;
      if (b.qty === 0) continue;
      const take = Math.min(left, b.qty);
      const cost = takeValue(b.qty, b.value, take);
      b.qty -= take;
      b.value -= cost;
      left -= take;
      picks.push({ batchId: b.id, qty: take, cost });
      moves.push({ warehouseId: input.warehouseId, houseMaterialId: line.houseMaterialId, batchId: b.id, lineId: line.lineId, qty: -take, value: -cost, qtyAfter: b.qty, valueAfter: b.value });
    }
    if (left > 0) {
      const have = line.qty - left;
      throw businessRule('stockShort', { lineId: line.lineId, need: fromMilli(line.qty), have: fromMilli(have) });
    }
    issued.push({ lineId: line.lineId, cost: picks.reduce((s, p) => s + p.cost, 0), picks });
  }
  await post(ctx, doc, moves);
  return issued;
}

export interface AdjustLine {
  lineId: number;
  batchId: number;
  /** The quantity the batch is set to, in thousandths (a stocktake's count). */
  qty: number;
}

/**
 * Sets batches to counted quantities (a stocktake's commit): a loss takes value in proportion (all of it when the
 * batch is emptied), a gain adds value at the batch's receiving unit cost. Returns each line's value change.
 * The stocktake calling it is the warehouse's counting state, so this does not check for one.
 */
export async function adjustBatches(ctx: Ctx, doc: DocRef, lines: AdjustLine[]): Promise<Map<number, number>> {
  const ids = [...new Set(lines.map((l) => l.batchId))];
  const locked = await lockBatches(ctx, `id = ANY($2)`, [ids]);
  if (locked.length !== ids.length) throw notFound('batch');
  const info = await ctx.db.query<{ id: number; warehouse_id: number; in_qty: string; in_value: string }>(
    `SELECT id, warehouse_id, (in_qty * 1000)::bigint AS in_qty, in_value FROM inv_batches WHERE merchant_id = $1 AND id = ANY($2)`,
    [ctx.merchantId, ids],
  );
  const byId = new Map(locked.map((b) => [b.id, b]));
  const inOf = new Map(info.map((r) => [r.id, r]));
  const moves: Movement[] = [];
  const changes = new Map<number, number>();
  for (const line of lines) {
    const b = byId.get(line.batchId)!;
    const src = inOf.get(line.batchId)!;
    const diff = line.qty - b.qty;
    if (diff === 0) {
      changes.set(line.lineId, 0);
      continue;
    }
    const value = diff < 0 ? -takeValue(b.qty, b.value, -diff) : proportion(num(src.in_qty), num(src.in_value), diff);
    b.qty += diff;
    b.value += value;
    changes.set(line.lineId, value);
    moves.push({ warehouseId: src.warehouse_id, houseMaterialId: b.house_material_id, batchId: b.id, lineId: line.lineId, qty: diff, value, qtyAfter: b.qty, valueAfter: b.value });
  }
  await post(ctx, doc, moves);
  return changes;
}

/**
 * Takes back what a committed inbound document received, by a reversing document: each batch it made must still
 * hold all it received (nothing issued from it), else 40000 `stockReverseUsed`. Returns nothing; the batches are empty after.
 */
export async function reverseReceipt(ctx: Ctx, doc: DocRef, input: { warehouseId: number; batches: { lineId: number; batchId: number }[] }): Promise<void> {
  await lockWarehouse(ctx, input.warehouseId, 'change');
  const locked = await lockBatches(ctx, `id = ANY($2)`, [input.batches.map((b) => b.batchId)]);
  const full = await ctx.db.query<{ id: number }>(`SELECT id FROM inv_batches WHERE merchant_id = $1 AND id = ANY($2) AND qty = in_qty AND value = in_value`, [
    ctx.merchantId,
    input.batches.map((b) => b.batchId),
  ]);
  if (full.length !== input.batches.length) throw businessRule('stockReverseUsed');
  const byId = new Map(locked.map((b) => [b.id, b]));
  await post(
    ctx,
    doc,
    input.batches.map(({ lineId, batchId }) => {
      const b = byId.get(batchId)!;
      return { warehouseId: input.warehouseId, houseMaterialId: b.house_material_id, batchId, lineId, qty: -b.qty, value: -b.value, qtyAfter: 0, valueAfter: 0 };
    }),
  );
}

/** Batches whose quantity or value differs from the sum of their movements (empty when stock is sound). */
export async function stockBreaches(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<{ batchId: number; qty: string; movedQty: string; value: string; movedValue: string }[]> {
  return ctx.db.query(
    `SELECT b.id AS "batchId", b.qty::text AS qty, COALESCE(m.qty, 0)::text AS "movedQty", b.value::text AS value, COALESCE(m.value, 0)::text AS "movedValue"
       FROM inv_batches b
       LEFT JOIN (SELECT batch_id, sum(qty) AS qty, sum(value) AS value FROM inv_movements WHERE merchant_id = $1 GROUP BY batch_id) m ON m.batch_id = b.id
      WHERE b.merchant_id = $1 AND (b.qty <> COALESCE(m.qty, 0) OR b.value <> COALESCE(m.value, 0))`,
    [ctx.merchantId],
  );
}
