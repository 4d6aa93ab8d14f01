import type { Wallet } from '@canteen/contract';

export interface Wallets {
  subsidy: number;
  gift: number;
  cash: number;
}

/**
 * What each line of an order paid: the paid amount (after marketing) spread over the lines in proportion to their
 * list amounts, rounded down, the cents left over going to the last lines — so a refund of a discounted line returns
 * what was paid for it, and the shares add up to the order exactly.
 */
export function lineShares(lineAmounts: number[], paid: number): number[] {
  const total = lineAmounts.reduce((s, a) => s + a, 0);
  if (total <= 0) return lineAmounts.map(() => 0);
  const shares = lineAmounts.map((a) => Number((BigInt(a) * BigInt(paid)) / BigInt(total)));
  let rest = paid - shares.reduce((s, a) => s + a, 0);
  for (let i = shares.length - 1; rest > 0 && i >= 0; i--, rest--) shares[i] += 1;
  return shares;
}

/** The value of `qty` of a line's `lineQty` units that paid `linePaid` (rounded to the cent). */
export const unitsValue = (linePaid: number, lineQty: number, qty: number) => Number((BigInt(linePaid) * BigInt(qty) * 2n + BigInt(lineQty)) / (2n * BigInt(lineQty)));

/** Refunds go back first to the wallet the person paid themselves (cash), then gift, then subsidy (as the money core does). */
const REFUND_ORDER: Wallet[] = ['cash', 'gift', 'subsidy'];

export function refundSplit(amount: number, left: Wallets): Wallets {
  const back: Wallets = { subsidy: 0, gift: 0, cash: 0 };
  let rest = amount;
  for (const w of REFUND_ORDER) {
    const take = Math.min(left[w], rest);
    back[w] = take;
    rest -= take;
  }
  return back;
}
