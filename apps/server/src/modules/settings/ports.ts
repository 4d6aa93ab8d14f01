import type { DishBasicsRow } from '@canteen/contract';
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
  assertPeople(ctx: Ctx, custIds: number[]): Promise<void>;
  /** Approved dishes on shelf of the caller's library, by name or pinyin (menu): what the ordering app may recommend. */
  dishChoices(ctx: Ctx, q: { keyword?: string; typeId?: number }): Promise<DishBasicsRow[]>;
  /** The names of the merchant's dishes, null for an id that is none of them (menu). */
  dishNames(ctx: Ctx, dishIds: readonly number[]): Promise<(string | null)[]>;
  /** A field error on `field` unless the dish is an approved dish of the caller's library (menu). */
  assertApprovedDish(ctx: Ctx, dishId: number, field: string): Promise<void>;
}

export const settingsLookups = port<SettingsLookups>('settings → admin, canteens, people, menu');
