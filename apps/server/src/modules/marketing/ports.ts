import type { Ctx } from '../../platform/context';
import { port } from '../../platform/port';

/** Who a red envelope reaches (empty lists: none of that kind). */
export interface RedEnvelopeTargets {
  custIds: number[];
  orgIds: number[];
  psnTypeIds: number[];
}

/** What a grant did for one person. */
export interface RedEnvelopePayout {
  custId: number;
  orgId: number;
  custName: string;
  custNum: string;
  /** Paid, or skipped and why (not an error for the whole grant). */
  skipped: null | 'frozen' | 'cancelled' | 'balanceLimit';
  /** The ledger transaction's bizNo when paid. */
  bizNo: string | null;
}

/**
 * What marketing needs of the accounts module above it: the money move of a red envelope grant. Money moves only
 * through the ledger, which accounts owns. Wired in src/compose.ts.
 */
export interface RedEnvelopeMoney {
  /**
   * Pays `amount` cents into the gift wallet of every person the targets reach (within the caller's organisation
   * scope), one ledger transaction each under a bizNo derived from the envelope and the person, inside the caller's
   * transaction. A bizNo already used pays nothing again.
   */
  grant(ctx: Ctx, input: { envelopeId: number; name: string; amount: number; targets: RedEnvelopeTargets }): Promise<RedEnvelopePayout[]>;
}

export const redEnvelopeMoney = port<RedEnvelopeMoney>('marketing → accounts: red envelope money');
