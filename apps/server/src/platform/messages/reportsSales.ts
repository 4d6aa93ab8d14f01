/** Server messages of the reportsSales part, each m(zh, en, es, ja) from './text'. */
export const reportsSalesMessages = {};
