/** The endpoints and sheet layout of each money import with a check step. */
export interface MoneyImportConfig {
  /** i18n key of the import's name. */
  what: string;
  check: 'accounts.rechargeImportCheck' | 'accounts.subsidyImportCheck' | 'accounts.walletImportCheck';
  commit: 'accounts.rechargeImport' | 'accounts.subsidyImport' | 'accounts.walletImport';
  /** Batches by state (absent: the server keeps no list of this kind). */
  page?: 'accounts.rechargeImportPage' | 'accounts.subsidyPending';
  discard?: 'accounts.rechargeImportDiscard' | 'accounts.subsidyPendingClear';
  headers: string[];
}

/** An import whose batches the server lists and can discard. */
export type ListedImport = MoneyImportConfig & Required<Pick<MoneyImportConfig, 'page' | 'discard'>>;

const AMOUNT_SHEET = ['accountImports.field.custNum', 'accountImports.field.custName', 'accountImports.field.amount', 'accountImports.field.remark'];

export const RECHARGE_IMPORT: ListedImport = {
  what: 'accountImports.recharge.title',
  check: 'accounts.rechargeImportCheck',
  commit: 'accounts.rechargeImport',
  page: 'accounts.rechargeImportPage',
  discard: 'accounts.rechargeImportDiscard',
  headers: AMOUNT_SHEET,
};

export const SUBSIDY_IMPORT: ListedImport = {
  what: 'accountImports.subsidy.title',
  check: 'accounts.subsidyImportCheck',
  commit: 'accounts.subsidyImport',
  page: 'accounts.subsidyPending',
  discard: 'accounts.subsidyPendingClear',
  headers: AMOUNT_SHEET,
};

export const WALLET_IMPORT: MoneyImportConfig = {
  what: 'accountImports.wallet.title',
  check: 'accounts.walletImportCheck',
  commit: 'accounts.walletImport',
  headers: ['accountImports.field.custNum', 'accountImports.field.cash', 'accountImports.field.subsidy', 'accountImports.field.gift'],
};

export const LIMITS_HEADERS = ['accountImports.field.custNum', 'accountImports.field.maxBalance', 'accountImports.field.singleLimit', 'accountImports.field.dailyLimit'];
