/** The procurement module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { procurementSuppliersHandlers } from './supplierRoutes';
export { procurementPlansHandlers } from './planRoutes';
