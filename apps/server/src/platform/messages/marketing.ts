/** Server messages of the marketing part, each m(zh, en, es, ja) from './text'. */
export const marketingMessages = {} as const;
