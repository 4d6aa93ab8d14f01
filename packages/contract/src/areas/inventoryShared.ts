import { z } from 'zod';

/** Shapes both inventory and procurement use: quantities, unit prices and document states (DESIGN §8). */

/** The most one line may hold, in its unit (numeric(14,3) holds more; no canteen stocks more of anything). */
export const QTY_MAX = 1_000_000_000;
const decimals = (places: number) => (v: number) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6;

/** A quantity in a material's unit: above 0, at most three decimals (a gram of a kilogram). */
export const stockQty = z.number().min(0.001).max(QTY_MAX).refine(decimals(3), 'at most 3 decimals');
/** A counted quantity: 0 allowed (nothing found). */
export const countedQty = z.number().min(0).max(QTY_MAX).refine(decimals(3), 'at most 3 decimals');
/** A unit price in cents per unit, at most 4 decimals (¥0.0035 a gram is 0.35 cents). */
export const UNIT_PRICE_MAX = 1_000_000_000;
export const unitPrice = z.number().min(0).max(UNIT_PRICE_MAX).refine(decimals(4), 'at most 4 decimals');

/** A document is a draft (editable, removable) until committed; a committed one never changes. */
export const DOC_STATES = ['draft', 'committed'] as const;
export const docState = z.enum(DOC_STATES);
export type DocState = z.infer<typeof docState>;
