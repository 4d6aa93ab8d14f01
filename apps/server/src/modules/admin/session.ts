import { Code, type UserInfo } from '@canteen/contract';
import { actorOf, withTx, type Ctx } from '../../platform/context';
import { AppError, fieldError } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/auth/passwords';
import { admitAttempt, attemptSucceeded, tooManyAttempts, type Attempt } from '../../platform/auth/loginLimit';
import { newPasswordHash } from './users';
import { hashToken } from '../../platform/auth/tokens';
import { merchantTimeZone } from '../settings';

export async function userInfo(ctx: Ctx): Promise<UserInfo> {
  const actor = actorOf(ctx);
  const row = (
    await ctx.db.query<{ real_name: string; phone: string; avatar: string; role_name: string | null; merchant_name: string | null }>(
      `SELECT u.real_name, u.phone, u.avatar, r.role_name, m.name AS merchant_name
         FROM mgr_users u LEFT JOIN mgr_roles r ON r.id = u.role_id LEFT JOIN merchants m ON m.id = u.merchant_id
        WHERE u.id = $1`,
      [actor.userId],
    )
  )[0];
  return {
    userId: actor.userId,
    username: actor.username,
    realName: row.real_name,
    phone: row.phone,
    avatar: row.avatar,
    merchantId: actor.merchantId,
    merchantName: row.merchant_name ?? '',
    roleId: actor.roleId,
    roleName: row.role_name ?? '',
    isPlatform: actor.isPlatform,
    menuIdList: [...actor.menuIds].sort((a, b) => a - b),
    // Unset (a new merchant, or a platform operator who chose none): the default of the setting.
    timeZone: await merchantTimeZone(ctx),
  };
}

/**
 * Runs outside the call's transaction (contract: transaction false): the attempt is counted before the old password
 * is checked and stays counted when it is wrong, so parallel guesses cannot outrun the limit (login limits).
 */
export async function changeOwnPassword(ctx: Ctx, input: { userId?: number; oldPassword: string; newPassword: string }) {
  const actor = actorOf(ctx);
  if (input.userId !== undefined && input.userId !== actor.userId) throw new AppError(Code.FORBIDDEN, 'notYourself');
  const oldPassword = await ctx.decryptPassword(ctx.db, input.oldPassword, 'oldPassword');
  const attempt: Attempt = { kind: 'password', account: String(actor.userId), address: ctx.ip };
  const admission = await admitAttempt(ctx.db, attempt, ctx.now());
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
  const stored = (await ctx.db.query<{ password_hash: string }>(`SELECT password_hash FROM mgr_users WHERE id = $1`, [actor.userId]))[0];
  if (!(await verifyPassword(oldPassword, stored.password_hash))) throw fieldError('oldPassword', 'wrongOldPassword');
  await attemptSucceeded(ctx.db, attempt, admission, ctx.now());
  const hash = await newPasswordHash(ctx, 'newPassword', input.newPassword);
  await withTx(ctx, async (tx) => {
    await tx.db.query(`UPDATE mgr_users SET password_hash = $2, demo_password = false WHERE id = $1`, [actor.userId, hash]);
    // Other sessions of this user end; the current one goes on.
    await tx.db.query(`UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $3`, [
      actor.userId,
      ctx.now(),
      ctx.token ? hashToken(ctx.token) : '',
    ]);
  });
  return null;
}
