/** Server messages of the dataScreen part, each m(zh, en, es, ja) from './text'. */
export const dataScreenMessages = {};
