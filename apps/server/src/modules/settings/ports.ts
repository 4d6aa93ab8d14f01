import type { Ctx } from '../../platform/context';
import { port } from '../../platform/port';

export interface UserName {
  userId: number;
  username: string;
  realName: string;
}

/**
 * What the settings module needs of the modules above it (it sits low: everyone reads the merchant's settings).
 * Each check applies the merchant and the caller's data scope. Wired in src/compose.ts.
 */
export interface SettingsLookups {
  /** The merchant's manager users (admin). */
  merchantUsers(ctx: Ctx): Promise<UserName[]>;
  /** 40400 unless the canteen is the merchant's and in the caller's scope (canteens). */
  assertCanteen(ctx: Ctx, canteenId: number): Promise<void>;
  /** 40400 unless every id is a person of the merchant the caller reaches (people). */
  assertCustomers(ctx: Ctx, custIds: number[]): Promise<void>;
}

export const settingsLookups = port<SettingsLookups>('settings → admin, canteens, people');
