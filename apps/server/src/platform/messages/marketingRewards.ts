/** Server messages of the marketingRewards part, each m(zh, en, es, ja) from './text'. */
export const marketingRewardsMessages = {} as const;
