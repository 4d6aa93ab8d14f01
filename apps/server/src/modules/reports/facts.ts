import { TRADE_TYPES, type TradeTypeName } from '@canteen/contract';

/**
 * The codes of rpt_rollups (migration 0075): a fact is what a row counts, a dimension what its key is. Money
 * operations keep their trade type's code as their fact, so a recharge sum reads fact 1 and a withdrawal fact 7.
 */
export const FACT = { sale: 20, refund: 21, dish: 22 } as const;
export const tradeFact = (name: TradeTypeName): number => TRADE_TYPES[name].code;

export const DIM = {
  /** Canteen × organisation only (every row has both): merchant, canteen and organisation sums read these. */
  none: 0,
  stall: 2,
  device: 3,
  meal: 4,
  personType: 5,
  payType: 6,
  operator: 7,
  person: 8,
  /** key = dish, key2 = stall. */
  dish: 9,
  /** The local hour 0–23. */
  hour: 10,
  orderType: 11,
} as const;
export type DimName = keyof typeof DIM;
