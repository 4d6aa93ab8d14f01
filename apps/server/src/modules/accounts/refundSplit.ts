import { WALLETS, type Wallet } from '@canteen/contract';

export type WalletAmounts = Record<Wallet, number>;

/**
 * Splits `total` cents over parts in proportion to `weights`: each part its floor, the cents left over one each to
 * the parts with the largest remainders (ties to the earlier part). The parts add up to `total` exactly.
 */
export function largestRemainder(weights: number[], total: number): number[] {
  const sum = BigInt(weights.reduce((s, w) => s + w, 0));
  if (sum <= 0n) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(w) * BigInt(total));
  const parts = exact.map((e) => Number(e / sum));
  let rest = total - parts.reduce((s, p) => s + p, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e % sum })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of byRemainder) {
    if (rest <= 0) break;
    parts[i] += 1;
    rest -= 1;
  }
  return parts;
}

/**
 * What a refund of `amount` gives back to each wallet: the wallets in the proportion the order paid them, counted over
 * every refund of the order so far (the refunds up to and including this one add up, per wallet, to the largest-
 * remainder share of their sum), so several part refunds end exactly at what each wallet paid. Never more than a
 * wallet has left unrefunded: orders refunded in another proportion before (cash first) are evened out on the way.
 */
export function refundSplit(amount: number, paid: WalletAmounts, refunded: WalletAmounts): WalletAmounts {
  const refundedTotal = WALLETS.reduce((s, w) => s + refunded[w], 0);
  const target = largestRemainder(
    WALLETS.map((w) => paid[w]),
    refundedTotal + amount,
  );
  const left = (w: Wallet) => paid[w] - refunded[w];
  const back = Object.fromEntries(WALLETS.map((w, i) => [w, Math.min(Math.max(target[i] - refunded[w], 0), left(w))])) as WalletAmounts;
  // Clamping can leave the sum off by what an earlier split took out of proportion: even it out over the wallets.
  let rest = amount - WALLETS.reduce((s, w) => s + back[w], 0);
  for (const w of WALLETS) {
    const step = rest > 0 ? Math.min(rest, left(w) - back[w]) : Math.max(rest, -back[w]);
    back[w] += step;
    rest -= step;
  }
  return back;
}
