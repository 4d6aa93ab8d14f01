/**
 * Trade types of the ledger (DESIGN §5): one signed vocabulary for every channel. `sign` is the direction of the
 * person's wallet; a revocation is a new row of its own type, never an edit.
 */
export const TRADE_TYPES = {
  recharge: { code: 1, sign: 1 },
  rechargeGift: { code: 2, sign: 1 },
  revokeRecharge: { code: 3, sign: -1 },
  subsidy: { code: 4, sign: 1 },
  revokeSubsidy: { code: 5, sign: -1 },
  subsidyClear: { code: 6, sign: -1 },
  withdrawal: { code: 7, sign: -1 },
  consume: { code: 8, sign: -1 },
  repairDeduction: { code: 9, sign: -1 },
  refund: { code: 10, sign: 1 },
  redEnvelope: { code: 11, sign: 1 },
  managementFee: { code: 12, sign: -1 },
  walletImport: { code: 13, sign: 1 },
  /** A cancelled account forfeits its gift wallet (it cannot be paid out). */
  giftClear: { code: 14, sign: -1 },
} as const;
export type TradeTypeName = keyof typeof TRADE_TYPES;
export const TRADE_TYPE_NAMES = Object.keys(TRADE_TYPES) as TradeTypeName[];
export const tradeTypeByCode = new Map(TRADE_TYPE_NAMES.map((name) => [TRADE_TYPES[name].code as number, name]));
/** Trade types of recharges (accRechargeTradeTypeEnum) and of pay-outs (accDrawMoneyTradeTypeEnum). */
export const RECHARGE_TRADE_TYPES: TradeTypeName[] = ['recharge', 'rechargeGift', 'revokeRecharge', 'walletImport'];
export const DRAW_MONEY_TRADE_TYPES: TradeTypeName[] = ['withdrawal'];

/** How a recharge was paid at the counter. */
export const RECHARGE_PAY_TYPES = ['cash', 'wechat', 'alipay', 'bank', 'transfer', 'other'] as const;
export type RechargePayType = (typeof RECHARGE_PAY_TYPES)[number];
