import type { AnyEndpoint } from '../endpoint';

/** Red envelopes and points (spec second document §7 Marketing: mktredenvelop, mktpointgainrule, mktpointoffsetrule). */
export const marketingRewardsEndpoints = [] as const satisfies readonly AnyEndpoint[];
