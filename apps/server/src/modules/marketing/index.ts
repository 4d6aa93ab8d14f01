/** The marketing module's face (docs/ARCHITECTURE.md §6): rules the money core applies, and their pages. */
export { marketingHandlers, type MoneyPreviewIds } from './routes';
export { marketingCouponsHandlers } from './couponRoutes';
export { marketingRewardsHandlers } from './rewardRoutes';
export { redEnvelopeMoney, type RedEnvelopeMoney, type RedEnvelopePayout, type RedEnvelopeTargets } from './ports';
export { loadPointRules, type PointRules } from './points';
// The demo seed sets up envelopes and point rules through the same services as the console.
export { addEnvelope, grantEnvelope } from './redEnvelopes';
export { addGainRule, addOffsetRule } from './pointsRules';
// The money core applies the rules: it loads them (cached), decides with the engine, and writes what it decided.
export { consumeRuleSet, rechargeRuleSet, isEmpty as noRules } from './ruleSet';
export { decideConsumption, decideMealCancel, decideRecharge, historyFrom, percentOf, quotaStanding, type CycleStarts, type PastPayment, type ConsumeDecision } from './engine';
export { giftsByRule, recordRechargeGifts, revokeRechargeGifts } from './rechargeGifts';
export { couponOffer, redeemCoupon, returnCouponOfOrder } from './couponRedemption';
// The demo seed issues coupons through the same services as the console's calls.
export { addCoupon } from './coupons';
export { addConfig, grantConfig } from './couponsGrant';
export { batchAddItems, itemPage } from './couponsItems';
export { addUniversal } from './couponsUniversal';
export { awardPoints, awardPointsCtes, pointBalance, settleRefundPoints, spendPoints } from './points';
// The demo seed sets up the rules through the same services as the console.
export { consumeRulesOf, enabledMealCancelRules, mealCancelRules, rechargeAmounts, rechargeRules, timeQuotas } from './rules';
