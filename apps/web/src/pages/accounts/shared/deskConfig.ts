/** The money operations of the desks: for one person, for chosen people, for whole organisations. */
export type SingleMoneyId = 'accounts.recharge' | 'accounts.drawMoney' | 'accounts.subsidyRecharge';
export type PeopleMoneyId = 'accounts.batchRecharge' | 'accounts.batchSubsidy';
export type OrgsMoneyId = 'accounts.batchOrgRecharge' | 'accounts.batchOrgSubsidy';

/** One money operation a desk offers: its endpoint, title and whether it asks how a recharge was paid. */
export interface DeskOperation<Id extends SingleMoneyId | PeopleMoneyId | OrgsMoneyId> {
  endpointId: Id;
  /** i18n key of the button and the dialog title. */
  title: string;
  payType?: boolean;
  danger?: boolean;
}

export interface DeskConfig {
  single: DeskOperation<SingleMoneyId>[];
  people: DeskOperation<PeopleMoneyId>;
  orgs: DeskOperation<OrgsMoneyId>;
  /** Pages of the same work (imports, rules), shown as buttons beside the tabs: route path → i18n key. */
  links?: { path: string; label: string }[];
}

export const RECHARGE_DESK: DeskConfig = {
  single: [
    { endpointId: 'accounts.recharge', title: 'accounts.desk.recharge', payType: true },
    { endpointId: 'accounts.drawMoney', title: 'accounts.desk.withdraw', danger: true },
  ],
  people: { endpointId: 'accounts.batchRecharge', title: 'accounts.desk.batchRecharge', payType: true },
  orgs: { endpointId: 'accounts.batchOrgRecharge', title: 'accounts.desk.batchRecharge', payType: true },
  links: [
    { path: '/account/rechargewithdrawals/chongzhijieguo', label: 'accounts.desk.importRecharges' },
    { path: '/account/rechargewithdrawals/export', label: 'accounts.desk.importTools' },
  ],
};

export const SUBSIDY_DESK: DeskConfig = {
  single: [{ endpointId: 'accounts.subsidyRecharge', title: 'accounts.desk.grantSubsidy' }],
  people: { endpointId: 'accounts.batchSubsidy', title: 'accounts.desk.batchSubsidy' },
  orgs: { endpointId: 'accounts.batchOrgSubsidy', title: 'accounts.desk.batchSubsidy' },
  links: [
    { path: '/account/rechargewithdrawals/butie/export', label: 'accounts.desk.importSubsidies' },
    { path: '/account/rechargewithdrawals/butie/butieNew', label: 'accounts.desk.subsidyRules' },
  ],
};
