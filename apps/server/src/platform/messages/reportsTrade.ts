/** Server messages of the reportsTrade part, each m(zh, en, es, ja) from './text'. */
export const reportsTradeMessages = {};
