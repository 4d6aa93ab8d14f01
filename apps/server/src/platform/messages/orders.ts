/** Server messages of the orders part, each m(zh, en, es, ja) from './text'. */
export const ordersMessages = {} as const;
