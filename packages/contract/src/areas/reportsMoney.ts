import type { AnyEndpoint } from '../endpoint';

/** Report families of money: recharge sums, withdrawals, balance history, account changes, cards, hand-in money, flow detail (issue 27). */
export const reportsMoneyEndpoints = [] as const satisfies readonly AnyEndpoint[];
