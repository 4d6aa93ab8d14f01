import type { Ctx } from '../../platform/context';
import { pageUsers } from '../admin/users';

type UserName = { userId: number; username: string; realName: string };

/** The merchant's manager users, read through the admin area's service. */
export async function merchantUsers(ctx: Ctx): Promise<UserName[]> {
  const users: UserName[] = [];
  for (let page = 1; ; page++) {
    const batch = await pageUsers(ctx, { page, limit: 500 });
    users.push(...batch.records.map((u) => ({ userId: u.userId, username: u.username, realName: u.realName })));
    if (users.length >= batch.total || !batch.records.length) return users;
  }
}

export async function usersByIds(ctx: Ctx, ids: number[]): Promise<Map<number, UserName>> {
  const wanted = new Set(ids);
  if (!wanted.size) return new Map();
  return new Map((await merchantUsers(ctx)).filter((u) => wanted.has(u.userId)).map((u) => [u.userId, u]));
}
