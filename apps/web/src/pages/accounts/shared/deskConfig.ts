/** One money operation a desk offers: its endpoint, title and whether it asks how a recharge was paid. */
export interface DeskOperation {
  endpointId: string;
  /** i18n key of the button and the dialog title. */
  title: string;
  payType?: boolean;
  danger?: boolean;
}

export interface DeskConfig {
  single: DeskOperation[];
  people: DeskOperation;
  orgs: DeskOperation;
}

export const RECHARGE_DESK: DeskConfig = {
  single: [
    { endpointId: 'accounts.recharge', title: 'accounts.desk.recharge', payType: true },
    { endpointId: 'accounts.drawMoney', title: 'accounts.desk.withdraw', danger: true },
  ],
  people: { endpointId: 'accounts.batchRecharge', title: 'accounts.desk.batchRecharge', payType: true },
  orgs: { endpointId: 'accounts.batchOrgRecharge', title: 'accounts.desk.batchRecharge', payType: true },
};

export const SUBSIDY_DESK: DeskConfig = {
  single: [{ endpointId: 'accounts.subsidyRecharge', title: 'accounts.desk.grantSubsidy' }],
  people: { endpointId: 'accounts.batchSubsidy', title: 'accounts.desk.batchSubsidy' },
  orgs: { endpointId: 'accounts.batchOrgSubsidy', title: 'accounts.desk.batchSubsidy' },
};
