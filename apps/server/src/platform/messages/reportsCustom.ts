/** Server messages of the reportsCustom part, each m(zh, en, es, ja) from './text'. */
export const reportsCustomMessages = {};
