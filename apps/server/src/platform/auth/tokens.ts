import { createHash, randomBytes } from 'node:crypto';
import { MERCHANT_MENU_IDS, PLATFORM_MENU_IDS } from '@canteen/contract';
import type { Db } from '../db/db';
import type { Actor, Scopes } from '../context';
import { open, seal, sealedColumn } from '../sealing';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh random key that signs the envelopes of one login; never derived from another secret. */
export const newSignKey = () => randomBytes(24).toString('base64url');

/** A login's signing key at rest: sealed, bound to its token's hash. */
export const sealSignKey = (signKey: string, tokenHash: string) => seal(signKey, `sign-key/${tokenHash}`);
export const openSignKey = (sealed: string, tokenHash: string) => open(sealed, `sign-key/${tokenHash}`);

/** Signing keys of live logins move to a new sealing key; those of dead ones are dropped (never used again). */
export const signKeysSealed = (table: 'auth_tokens' | 'device_tokens') =>
  sealedColumn<{ token_hash: string }>(table, {
    table,
    key: 'token_hash',
    column: 'sign_key',
    context: (row) => `sign-key/${row.token_hash}`,
    before: `UPDATE ${table} SET sign_key = NULL WHERE sign_key IS NOT NULL AND (revoked_at IS NOT NULL OR expires_at <= now())`,
    // A key kept in clear by an older version is sealed too.
    wasClear: (value) => !value.startsWith('v2:'),
  });

/** Issues an opaque token and its signing key; only the token's hash is stored, the key beside it (sealed) to check signs. */
export async function issueToken(db: Db, userId: number, merchantId: number | null, clientId: string, ip: string, ttlSeconds: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const signKey = newSignKey();
  const tokenHash = hashToken(token);
  await db.query(`INSERT INTO auth_tokens (token_hash, user_id, merchant_id, client_id, ip, expires_at, sign_key) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    tokenHash,
    userId,
    merchantId,
    clientId,
    ip,
    new Date(now.getTime() + ttlSeconds * 1000),
    sealSignKey(signKey, tokenHash),
  ]);
  return { token, signKey };
}

export async function revokeToken(db: Db, token: string, now: Date) {
  await db.query(`UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, [hashToken(token), now]);
}

interface SessionRow {
  user_id: number;
  username: string;
  merchant_id: number | null;
  role_id: number | null;
  menu_ids: number[] | null;
  is_admin: boolean | null;
  canteen_ids: number[] | null;
  org_ids: number[] | null;
  dish_scope_ids: number[] | null;
  merchant_state: string | null;
  sign_key: string;
}

/** The actor and data scopes behind a bearer token, or null when it is unknown, expired, revoked or its user is disabled. */
export async function resolveToken(db: Db, token: string, now: Date): Promise<{ actor: Actor; scopes: Scopes; signKey: string } | null> {
  const tokenHash = hashToken(token);
  const rows = await db.query<SessionRow>(
    `SELECT u.id AS user_id, u.username, u.merchant_id, u.role_id, r.menu_ids, r.is_admin,
            r.canteen_ids, r.org_ids, r.dish_scope_ids, m.state AS merchant_state, t.sign_key
       FROM auth_tokens t
       JOIN mgr_users u ON u.id = t.user_id
       LEFT JOIN mgr_roles r ON r.id = u.role_id
       LEFT JOIN merchants m ON m.id = u.merchant_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2
        AND u.state = 'enabled' AND u.deleted_at IS NULL AND t.sign_key IS NOT NULL`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  const isPlatform = row.merchant_id === null;
  if (!isPlatform && row.merchant_state === 'blocked') return null;
  const isAdmin = row.is_admin === true;
  const menuIds = isAdmin ? (isPlatform ? PLATFORM_MENU_IDS : MERCHANT_MENU_IDS) : (row.menu_ids ?? []);
  return {
    signKey: openSignKey(row.sign_key, tokenHash),
    actor: {
      userId: row.user_id,
      username: row.username,
      merchantId: row.merchant_id,
      roleId: row.role_id,
      isAdmin,
      isPlatform,
      menuIds: new Set(menuIds),
    },
    scopes: isAdmin
      ? { canteenIds: null, orgIds: null, dishScopeIds: null }
      : { canteenIds: row.canteen_ids, orgIds: row.org_ids, dishScopeIds: row.dish_scope_ids },
  };
}
