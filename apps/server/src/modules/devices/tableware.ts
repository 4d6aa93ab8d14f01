import type { TablewareColour, TablewareInfo, TablewareShape } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { Where } from '../../platform/sql';
import { assertCanteen } from './places';

export const tablewareShapes = defineResource<TablewareShape>({
  table: 'tableware_shapes',
  idField: 'shapeId',
  fields: { shapeName: 'name', shapeCode: 'code', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  filters: { shapeName: { column: 'name', op: 'like' }, shapeCode: { column: 'code', op: 'like' } },
  orderBy: 'r.code',
  unique: [['shapeCode']],
  what: 'tableware shape',
});

export const tablewareColours = defineResource<TablewareColour>({
  table: 'tableware_colours',
  idField: 'colourId',
  fields: { colourName: 'name', colourCode: 'code', hex: 'hex', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  filters: { colourName: { column: 'name', op: 'like' }, colourCode: { column: 'code', op: 'like' } },
  orderBy: 'r.code',
  unique: [['colourCode']],
  what: 'tableware colour',
});

/** Priced combinations; a merchant-wide one (no canteen) is seen only by roles not limited to some canteens. */
export const tablewareInfos = defineResource<TablewareInfo>({
  table: 'tableware_infos',
  idField: 'infoId',
  fields: { shapeId: 'shape_id', colourId: 'colour_id', price: 'price', canteenId: 'canteen_id', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: {
    shapeName: '(SELECT s.name FROM tableware_shapes s WHERE s.id = r.shape_id)',
    shapeCode: '(SELECT s.code FROM tableware_shapes s WHERE s.id = r.shape_id)',
    colourName: '(SELECT c.name FROM tableware_colours c WHERE c.id = r.colour_id)',
    colourCode: '(SELECT c.code FROM tableware_colours c WHERE c.id = r.colour_id)',
    hex: '(SELECT c.hex FROM tableware_colours c WHERE c.id = r.colour_id)',
  },
  filters: { shapeId: { column: 'shape_id', op: 'eq' }, colourId: { column: 'colour_id', op: 'eq' }, canteenId: { column: 'canteen_id', op: 'eq' } },
  orderBy: 'r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['shapeId', 'colourId', 'canteenId']],
  what: 'tableware info',
});

interface InfoInput {
  shapeId: number;
  colourId: number;
  price: number;
  canteenId: number | null;
  remark: string;
}

/** The shape and colour must be the merchant's (else 40400), the canteen the merchant's and in the caller's scope. */
async function checkInfo(ctx: Ctx, input: InfoInput) {
  await tablewareShapes.get(ctx, input.shapeId);
  await tablewareColours.get(ctx, input.colourId);
  if (input.canteenId !== null) await assertCanteen(ctx, input.canteenId);
}

export async function addInfo(ctx: Ctx, input: InfoInput) {
  await checkInfo(ctx, input);
  return { infoId: await tablewareInfos.create(ctx, { ...input }) };
}

export async function updateInfo(ctx: Ctx, { infoId, ...input }: InfoInput & { infoId: number }) {
  await tablewareInfos.get(ctx, infoId);
  await checkInfo(ctx, input);
  await tablewareInfos.update(ctx, infoId, { ...input });
  return null;
}

interface ParseRow {
  info_id: number;
  price: number;
  canteen_id: number | null;
  shape_id: number;
  shape_name: string;
  shape_code: string;
  shape_created_at: string;
  colour_id: number;
  colour_name: string;
  colour_code: string;
  hex: string;
  colour_created_at: string;
}

/** The ways a code splits into a shape code and a colour code (each 1–2 characters). */
export function codeSplits(code: string): [string, string][] {
  const upper = code.toUpperCase();
  if (upper.includes('-')) {
    const [shape, colour] = upper.split('-');
    return [[shape, colour]];
  }
  const splits: [string, string][] = [];
  for (const at of [1, 2]) {
    const shape = upper.slice(0, at);
    const colour = upper.slice(at);
    if (colour.length >= 1 && colour.length <= 2) splits.push([shape, colour]);
  }
  return splits;
}

/**
 * A chip's code → shape, colour and price. With a canteen, that canteen's price wins over the merchant-wide
 * one; without, only merchant-wide prices count. A code two defined combinations fit is ambiguous (42200).
 */
export async function parseTablewareCode(ctx: Ctx, input: { code: string; canteenId?: number }) {
  if (input.canteenId !== undefined) await assertCanteen(ctx, input.canteenId);
  const splits = codeSplits(input.code);
  const w = new Where('i.merchant_id = ?', ctx.merchantId);
  const canteen = w.param(input.canteenId ?? null);
  // A merchant-wide price is judged by the canteen asked for (none: outside a limited canteen scope).
  w.add(`i.canteen_id IS NULL OR i.canteen_id = ${canteen}`).scope(ctx, 'canteen', `coalesce(i.canteen_id, ${canteen})`);
  const rows = await ctx.db.query<ParseRow>(
    `SELECT i.id AS info_id, i.price, i.canteen_id,
            s.id AS shape_id, s.name AS shape_name, s.code AS shape_code, s.created_at AS shape_created_at,
            c.id AS colour_id, c.name AS colour_name, c.code AS colour_code, c.hex, c.created_at AS colour_created_at
       FROM tableware_infos i
       JOIN tableware_shapes s ON s.id = i.shape_id
       JOIN tableware_colours c ON c.id = i.colour_id
       JOIN unnest(${w.param(splits.map((s) => s[0]))}::text[], ${w.param(splits.map((s) => s[1]))}::text[]) AS split(shape_code, colour_code)
         ON split.shape_code = s.code AND split.colour_code = c.code
      WHERE ${w.sql}
      ORDER BY i.canteen_id NULLS LAST`,
    w.params,
  );
  // One row per combination: the canteen's own price first, so keep the first seen.
  const byCombination = new Map<string, ParseRow>();
  for (const r of rows) if (!byCombination.has(`${r.shape_id}:${r.colour_id}`)) byCombination.set(`${r.shape_id}:${r.colour_id}`, r);
  const found = [...byCombination.values()];
  if (found.length === 0) throw notFound('tableware code');
  if (found.length > 1) throw businessRule('tablewareCodeAmbiguous', { code: input.code });
  const r = found[0];
  return {
    shape: { shapeId: r.shape_id, shapeName: r.shape_name, shapeCode: r.shape_code, createdAt: r.shape_created_at },
    colour: { colourId: r.colour_id, colourName: r.colour_name, colourCode: r.colour_code, hex: r.hex, createdAt: r.colour_created_at },
    price: r.price,
    infoId: r.info_id,
    canteenId: r.canteen_id,
  };
}
