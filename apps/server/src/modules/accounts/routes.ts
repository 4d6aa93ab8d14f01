import { DRAW_MONEY_TRADE_TYPES, RECHARGE_TRADE_TYPES, TRADE_TYPE_NAMES, TRADE_TYPES, type accountDeskEndpoints, type accountsEndpoints, type TradeTypeName } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { applyCard, cancelAccount, freeze, releaseLoss, reopen, replaceCard, reportLoss, setLimits, unfreeze } from './cards/cards';
import { changeBaseInfo } from './cards/cardBaseInfo';
import { drawMoney, grantSubsidy, personalRecharge, revokeRecharge, clearSubsidy } from './recharge';
import { batchClear, batchRecharge, batchSubsidy } from './batches';
import { consume } from './consumption';
import { repairDeduct } from './repairDeduct';
import { refundInPeriod, wholeOrderBack } from './refundInPeriod';
import { deviceConsume, offlineUpload } from './deviceConsumption';
import { bookHeld, heldPage, rejectHeld } from './offlineHeld';
import { accountDetail, accountOrderPage, accountPage, eventPage, ledgerPage, repairErrorPage } from './queries';
import { reconcile } from './reconciliation';
import { deskMenu, deskPay, deskPayer, deskPreview } from './desk';
import { checkImport, commitImport, discardImport, importLimits, importPage, readLimitsSheet, readMoneySheet, type ImportKind } from './moneyImports';
import { exportRepairErrors, readRepairSheet, repairFromSheet } from './repairBatch';
import { addRule, editRule, grantRule, peopleOfRule, subsidyRules, subsidyTimeRules } from './subsidyRules';

/** Calls whose reply carries no data. */
const done = async (work: Promise<unknown>) => {
  await work;
  return null;
};
/** A money file is read before the check's transaction opens, then checked and kept as a pending batch. */
const checkFile = (kind: ImportKind) =>
  prepareFirst(
    (ctx) => readMoneySheet(ctx, kind),
    (ctx, _input, sheet) => checkImport(ctx, kind, sheet),
  );
const tradeTypes = (names: TradeTypeName[]) => names.map((value) => ({ value, code: TRADE_TYPES[value].code, sign: TRADE_TYPES[value].sign }));

export const accountsHandlers: Handlers<typeof accountsEndpoints> = {
  'accounts.accountPage': (ctx, input) => accountPage(ctx, input),
  'accounts.accountDetail': (ctx, input) => accountDetail(ctx, input.accId),
  'accounts.applyCard': (ctx, input) => applyCard(ctx, input),
  'accounts.reportLoss': (ctx, input) => done(reportLoss(ctx, input.accId)),
  'accounts.releaseLoss': (ctx, input) => done(releaseLoss(ctx, input.accId)),
  'accounts.replaceCard': (ctx, input) => replaceCard(ctx, input),
  'accounts.freeze': (ctx, input) => done(freeze(ctx, input.accId, input.remark)),
  'accounts.unfreeze': (ctx, input) => done(unfreeze(ctx, input.accId, input.remark)),
  'accounts.cancel': (ctx, input) => done(cancelAccount(ctx, input)),
  'accounts.reopen': (ctx, input) => done(reopen(ctx, input.accId, input.remark)),
  'accounts.setLimits': (ctx, input) => setLimits(ctx, input),
  'accounts.changeBaseInfo': (ctx, input) => changeBaseInfo(ctx, input),
  'accounts.eventPage': (ctx, input) => eventPage(ctx, input),
  'accounts.ledgerPage': (ctx, input) => ledgerPage(ctx, input),
  'accounts.orderPage': (ctx, input) => accountOrderPage(ctx, input),
  'accounts.recharge': (ctx, input) => personalRecharge(ctx, input),
  'accounts.revokeRecharge': (ctx, input) => revokeRecharge(ctx, input),
  'accounts.drawMoney': (ctx, input) => drawMoney(ctx, input),
  'accounts.subsidyRecharge': (ctx, input) => grantSubsidy(ctx, input),
  'accounts.batchRecharge': (ctx, input) => batchRecharge(ctx, input),
  'accounts.batchOrgRecharge': (ctx, input) => batchRecharge(ctx, input),
  'accounts.batchSubsidy': (ctx, input) => batchSubsidy(ctx, input),
  'accounts.batchOrgSubsidy': (ctx, input) => batchSubsidy(ctx, input),
  'accounts.clearSubsidy': (ctx, input) => clearSubsidy(ctx, input),
  'accounts.batchClearSubsidy': (ctx, input) => batchClear(ctx, input),
  'accounts.rechargeTradeTypes': async () => tradeTypes(RECHARGE_TRADE_TYPES),
  'accounts.drawMoneyTradeTypes': async () => tradeTypes(DRAW_MONEY_TRADE_TYPES),
  'accounts.allTradeTypes': async () => tradeTypes(TRADE_TYPE_NAMES),
  'accounts.consumePay': (ctx, input) => consume(ctx, { ...input, payType: 'account' }),
  'accounts.deviceConsume': (ctx, input) => deviceConsume(ctx, input),
  'accounts.deviceOfflineUpload': (ctx, input) => offlineUpload(ctx, input.records),
  'accounts.refund': (ctx, input) => refundInPeriod(ctx, input),
  'accounts.wholeOrderBack': (ctx, input) => wholeOrderBack(ctx, { orderId: input.orderId, bizNo: input.bizNo, reason: input.reason }),
  'accounts.reportRefund': (ctx, input) => refundInPeriod(ctx, input),
  'accounts.repairSingle': (ctx, input) => repairDeduct(ctx, input),
  'accounts.repairErrors': (ctx, input) => repairErrorPage(ctx, input),
  'accounts.heldOfflinePage': (ctx, input) => heldPage(ctx, input),
  'accounts.heldOfflineBook': (ctx, input) => bookHeld(ctx, input.heldId),
  'accounts.heldOfflineReject': (ctx, input) => done(rejectHeld(ctx, input.heldId, input.reason)),
  'accounts.subsidyRuleList': (ctx) => subsidyRules.list(ctx),
  'accounts.subsidyRuleAdd': (ctx, input) => addRule(ctx, input),
  'accounts.subsidyRuleEdit': (ctx, input) => editRule(ctx, input),
  'accounts.subsidyRuleRemove': (ctx, input) => done(subsidyRules.remove(ctx, input.ruleId)),
  'accounts.subsidyRuleGrant': (ctx, input) => grantRule(ctx, input.ruleId, input.bizNo),
  'accounts.subsidyRulePeople': async (ctx, input) => {
    const rule = await subsidyRules.get(ctx, input.ruleId);
    const count = (await peopleOfRule(ctx, rule)).length;
    return { count, amount: count * rule.amount };
  },
  'accounts.subsidyTimeList': (ctx, input) => subsidyTimeRules.page(ctx, input),
  'accounts.subsidyTimeAdd': async (ctx, input) => {
    await subsidyRules.get(ctx, input.ruleId);
    return { timeRuleId: await subsidyTimeRules.create(ctx, input) };
  },
  'accounts.subsidyTimeEdit': async (ctx, { timeRuleId, ...input }) => {
    await subsidyRules.get(ctx, input.ruleId);
    await subsidyTimeRules.update(ctx, timeRuleId, input);
    return null;
  },
  'accounts.subsidyTimeRemove': (ctx, input) => done(subsidyTimeRules.remove(ctx, input.timeRuleId)),
  'accounts.rechargeImportCheck': checkFile('recharge'),
  'accounts.rechargeImport': (ctx, input) => commitImport(ctx, 'recharge', input.batchNo),
  'accounts.rechargeImportPage': (ctx, input) => importPage(ctx, 'recharge', input),
  'accounts.rechargeImportDiscard': (ctx, input) => done(discardImport(ctx, 'recharge', input.batchNo)),
  'accounts.subsidyImportCheck': checkFile('subsidy'),
  'accounts.subsidyRuleImport': checkFile('subsidy'),
  'accounts.subsidyImport': (ctx, input) => commitImport(ctx, 'subsidy', input.batchNo),
  'accounts.subsidyPending': (ctx, input) => importPage(ctx, 'subsidy', input),
  'accounts.subsidyPendingClear': (ctx, input) => done(discardImport(ctx, 'subsidy', input.batchNo)),
  'accounts.walletImportCheck': checkFile('wallet'),
  'accounts.walletImport': (ctx, input) => commitImport(ctx, 'wallet', input.batchNo),
  'accounts.limitsImport': prepareFirst(
    (ctx) => readLimitsSheet(ctx),
    (ctx, _input, sheet) => importLimits(ctx, sheet),
  ),
  'accounts.repairImport': prepareFirst(
    (ctx) => readRepairSheet(ctx),
    (ctx, _input, sheet) => repairFromSheet(ctx, sheet),
  ),
  'accounts.repairErrorExport': (ctx, input) => exportRepairErrors(ctx, input),
  'accounts.reconcile': (ctx, input) => reconcile(ctx, input),
};

export const accountDeskHandlers: Handlers<typeof accountDeskEndpoints> = {
  'accounts.deskPayer': (ctx, input) => deskPayer(ctx, input),
  'accounts.deskMenu': (ctx, input) => deskMenu(ctx, input.canteenId),
  'accounts.deskPreview': (ctx, input) => deskPreview(ctx, input),
  'accounts.deskPay': (ctx, input) => deskPay(ctx, input),
};
