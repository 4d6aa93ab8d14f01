import type { AnyEndpoint } from '../endpoint';

/** Marketing rules (spec second document §7 Marketing; DESIGN §6): consumption and eating rules, time quotas, meal-cancel rules, recharge-bonus rules and amount templates, previews. */
export const marketingEndpoints = [] as const satisfies readonly AnyEndpoint[];
