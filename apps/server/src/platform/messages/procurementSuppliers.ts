/** Server messages of the procurementSuppliers part, each m(zh, en, es, ja) from './text'. */
export const procurementSuppliersMessages = {};
