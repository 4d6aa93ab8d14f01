import type { Ctx } from '../../platform/context';
import { port } from '../../platform/port';

/**
 * What the people module needs of the accounts module above it: every person has exactly one account, opened and
 * cancelled with them in the same transaction. Wired in src/compose.ts.
 */
export interface PersonAccounts {
  /** Opens an account with empty wallets for each new person. */
  open(ctx: Ctx, custIds: number[]): Promise<void>;
  /**
   * Cancels the people's accounts and voids their live cards, with an account event each and a blacklist version
   * for the devices; 42200 (and nothing changed) while one of the accounts holds money.
   */
  cancel(ctx: Ctx, custIds: number[]): Promise<void>;
}

export const personAccounts = port<PersonAccounts>('people → accounts');
