/** Server messages of the reportsMoney part, each m(zh, en, es, ja) from './text'. */
export const reportsMoneyMessages = {};
