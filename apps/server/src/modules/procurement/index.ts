/** The procurement module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { procurementSuppliersHandlers } from './supplierRoutes';
export { procurementPlansHandlers } from './planRoutes';
// Suppliers: inventory's supplier port (wired in src/compose.ts) and what the rest of procurement knows of a supplier.
export { supplierLookupsImpl, supplierFacts, assertSupplierUsable, type SupplierFact } from './suppliers';
// Suppliers: what the demo seed builds with.
export { addSupplier } from './suppliers';
export { editLevel } from './supplierLevels';
export { addQualification } from './qualifications';
// Purchase plans: the supplier mail outbox the app starts (SMTP when configured), and what the demo seed builds with.
export { startMailOutbox, deliverQueuedMails, useMailAdapter, outboxMailAdapter, smtpMailAdapter, type MailAdapter } from './mailOutbox';
export { addPlan, editPlan } from './plans';
export { calculateMaterial } from './planGenerate';
export { sendPlanMails } from './mail';
export { setOrderState } from './purchaseOrders';
