import type { Ctx } from '../../platform/context';
import { settingsLookups, type UserName } from './ports';

/** The merchant's manager users, read through the admin module (settingsLookups). */
export const merchantUsers = (ctx: Ctx): Promise<UserName[]> => settingsLookups.use().merchantUsers(ctx);

export async function usersByIds(ctx: Ctx, ids: number[]): Promise<Map<number, UserName>> {
  const wanted = new Set(ids);
  if (!wanted.size) return new Map();
  return new Map((await merchantUsers(ctx)).filter((u) => wanted.has(u.userId)).map((u) => [u.userId, u]));
}
