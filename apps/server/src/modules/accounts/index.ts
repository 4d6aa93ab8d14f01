/** The accounts module's face (docs/ARCHITECTURE.md §6): what the app, the seeds and the tools may use. */
export { accountDeskHandlers, accountsHandlers } from './routes';
export { accountRecordsHandlers } from './recordRoutes';
export { personCardHandlers } from './cards/personCardRoutes';
export { cancelPeopleAccounts, openAccounts } from './accounts';
export { runSubsidySchedules } from './subsidyScheduler';
export { payCodeKeysSealed, prunePayCodeUses } from './cards/payCodes';
export { INVARIANTS, invariantBreaches } from './invariants';
export { grantRedEnvelope } from './redEnvelopeGrant';
export { internalBizNo } from './ledger';
// The demo seed moves money through the same services as a clerk's calls.
export { applyCard } from './cards/cards';
export { consume } from './consumption';
export { drawMoney, grantSubsidy, personalRecharge, revokeRecharge } from './recharge';
export { runDueTimeRules, subsidyRules, subsidyTimeRules } from './subsidyRules';
export { lockRefundPayer, refund, subsidyForfeitedOnRefund } from './refund';
export { requestHash } from './ledger';
export { largestRemainder, refundSplit } from './refundSplit';
// The order centre (orders module): its writes that move no money, and what its reads share with the money records.
// Its reads of this module's tables go through the views of migration 0072 (order_records, order_lines,
// money_operations, wallet_entries, money_operation_wallets).
export { setOrderRemark, setRechargeRemark, voidErrorOrder } from './orderWrites';
export { periodWhere, personWhere } from './records/list';
export { TRADE_NAME_SQL } from './records/moneyRecords';
export { assertOrderInScope } from './consumptionPlace';
export { cardHolder, orderSumSql, type OrderSumQuery, type OrderSumSql } from './orderSums';
export { marketingPreviewHandlers } from './marketingPreview';
export { orderPageRefund, orderRefunded, refundPeriod, type OrderRefunded, type RefundPeriod } from './ports';
