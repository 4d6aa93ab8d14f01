import fs from 'node:fs/promises';
import path from 'node:path';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { readConfig, type ConfigOf } from './configs';
import { mask } from '../../platform/sealing';

/** What the merchant authorization asks DingTalk for. */
export interface AuthorizationRequest {
  merchantId: number;
  corpId: string;
  agentId: string;
  appKey: string;
  appSecret: string;
  requestedAt: string;
}

/** Workplace chat behind an interface (DESIGN §10); the default works on one machine with no network. */
export interface DingtalkAdapter {
  /** Sends the request; the state it is in afterwards. */
  requestAuthorization(ctx: Ctx, request: AuthorizationRequest): Promise<'pending' | 'authorized' | 'failed'>;
}

/**
 * Default adapter: the outbound request is written to DATA_DIR/outbox (with the secret masked) and to the log,
 * and stays pending until an operator (or a real adapter) completes it.
 */
export const outboxDingtalk: DingtalkAdapter = {
  async requestAuthorization(ctx, request) {
    const dir = path.join(ctx.env.dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    const body = {
      to: 'dingtalk',
      call: 'merchant/authorization',
      ...request,
      appSecret: mask(request.appSecret),
    };
    const file = path.join(dir, `dingtalk-authorization-${request.merchantId}-${Date.parse(request.requestedAt)}-${ctx.requestId}.json`);
    await fs.writeFile(file, JSON.stringify(body, null, 2));
    ctx.log.info({ outbox: file, corpId: request.corpId }, 'dingtalk merchant authorization queued in the outbox');
    return 'pending';
  },
};

let adapter: DingtalkAdapter = outboxDingtalk;
/** Chooses the adapter (a real HTTP one, or a test double). */
export function useDingtalkAdapter(next: DingtalkAdapter) {
  adapter = next;
}

type Authorization = { id: number; state: 'pending' | 'authorized' | 'failed'; corpId: string; requestedAt: string };
const SELECT = `SELECT id, state, corp_id AS "corpId", requested_at AS "requestedAt" FROM dingtalk_authorizations`;

/** Asks for the merchant's authorization with the saved configuration; the configuration must be complete. */
export async function authorizeMerchant(ctx: Ctx): Promise<Authorization> {
  const config: ConfigOf<'dingtalk'> = await readConfig(ctx, 'dingtalk');
  for (const field of ['corpId', 'agentId', 'appKey', 'appSecret'] as const) {
    if (!config[field]) throw fieldError(field, 'configIncomplete');
  }
  const requestedAt = ctx.now().toISOString();
  const state = await adapter.requestAuthorization(ctx, {
    merchantId: ctx.merchantId,
    corpId: config.corpId,
    agentId: config.agentId,
    appKey: config.appKey,
    appSecret: config.appSecret,
    requestedAt,
  });
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO dingtalk_authorizations (merchant_id, state, corp_id, requested_by, requested_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [ctx.merchantId, state, config.corpId, ctx.actor?.userId ?? null, requestedAt],
  );
  return (await ctx.db.query<Authorization>(`${SELECT} WHERE id = $1`, [rows[0].id]))[0];
}

export function authorizations(ctx: Ctx): Promise<Authorization[]> {
  return ctx.db.query<Authorization>(`${SELECT} WHERE merchant_id = $1 ORDER BY id DESC LIMIT 50`, [ctx.merchantId]);
}
