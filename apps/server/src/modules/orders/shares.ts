import { largestRemainder } from '../accounts';

export interface Wallets {
  subsidy: number;
  gift: number;
  cash: number;
}

/**
 * What each line of an order paid: the paid amount (after marketing) spread over the lines in proportion to their
 * list amounts, the cents left over by largest remainder — so a refund of a discounted line returns what was paid for
 * it, and the shares add up to the order exactly.
 */
export function lineShares(lineAmounts: number[], paid: number): number[] {
  return largestRemainder(lineAmounts, paid);
}

/** The value of `qty` of a line's `lineQty` units that paid `linePaid` (rounded to the cent). */
export const unitsValue = (linePaid: number, lineQty: number, qty: number) => Number((BigInt(linePaid) * BigInt(qty) * 2n + BigInt(lineQty)) / (2n * BigInt(lineQty)));
