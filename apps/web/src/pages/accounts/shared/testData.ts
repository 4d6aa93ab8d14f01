import type { Account } from '@canteen/contract';

/** An account as the server lists it; tests override what they need. */
export function accountRow(over: Partial<Account> = {}): Account {
  return {
    accId: 11,
    custId: 21,
    custName: '张三',
    custNum: 'P001',
    orgId: 1,
    orgName: '财务部',
    cardNo: null,
    cardState: 'none',
    cardType: null,
    cardValidUntil: null,
    accState: 'normal',
    cashBalance: 10000,
    subsidyBalance: 2550,
    giftBalance: 5,
    balance: 12555,
    maxBalance: null,
    singleLimit: null,
    dailyLimit: null,
    openedAt: '2025-01-02T08:00:00+08:00',
    ...over,
  };
}
