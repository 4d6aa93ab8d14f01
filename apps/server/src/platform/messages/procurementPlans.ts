/** Server messages of the procurementPlans part, each m(zh, en, es, ja) from './text'. */
export const procurementPlansMessages = {};
