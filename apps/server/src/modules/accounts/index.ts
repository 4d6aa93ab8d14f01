/** The accounts module's face (docs/ARCHITECTURE.md §6): what the app, the seeds and the tools may use. */
export { accountsHandlers } from './routes';
export { accountRecordsHandlers } from './recordRoutes';
export { customerCardHandlers } from './customerCardRoutes';
export { cancelPeopleAccounts, openAccounts } from './accounts';
export { runSubsidySchedules } from './subsidyScheduler';
export { payCodeKeysSealed, prunePayCodeUses } from './payCodes';
export { INVARIANTS, invariantBreaches } from './invariants';
export { grantRedEnvelope } from './redEnvelopeGrant';
// The demo seed moves money through the same services as a clerk's calls.
export { applyCard } from './cards';
export { consume } from './consumption';
export { personalRecharge } from './recharge';
export { runDueTimeRules, subsidyRules, subsidyTimeRules } from './subsidyRules';
export { refund } from './consumption';
export * as orderQueries from './orderQueries';
export { cardHolder, orderSumSql, type OrderSumQuery, type OrderSumSql } from './orderSums';
export { marketingPreviewHandlers } from './marketingPreview';
export { dishCatalogue, orderRefunded, refundPeriod, type DishCatalogue, type OrderRefunded, type RefundPeriod } from './ports';
