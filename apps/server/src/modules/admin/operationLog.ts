import { catalogue, type OperationLog, type Page } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { getSetting } from '../settings';
import { likeContains, pageOf, Where } from '../../platform/sql';

/** Days are counted in the merchant's time zone (DESIGN §3); this one when it has none (and for the platform). */
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const summaries = new Map(catalogue.map((e) => [e.id, e.summary]));

interface LogRow {
  id: number;
  username: string;
  endpoint_id: string;
  method: string;
  path: string;
  ip: string;
  code: number;
  msg: string;
  duration_ms: number;
  at: string;
}

const toLog = (r: LogRow): OperationLog => ({
  id: r.id,
  username: r.username,
  endpointId: r.endpoint_id,
  summary: summaries.get(r.endpoint_id) ?? r.endpoint_id,
  method: r.method,
  path: r.path,
  ip: r.ip,
  code: r.code,
  msg: r.msg,
  durationMs: r.duration_ms,
  at: r.at,
});

/** A merchant sees its own log; the platform operator sees the platform's (merchant_id null) unless it chose a merchant. */
const ownerWhere = (ctx: Ctx): Where => new Where('merchant_id IS NOT DISTINCT FROM ?', actorOf(ctx).isPlatform && !ctx.merchantId ? null : ctx.merchantId);

export async function pageOperationLog(
  ctx: Ctx,
  q: { page: number; limit: number; username?: string; endpointId?: string; from?: string; to?: string; failedOnly?: boolean },
): Promise<Page<OperationLog>> {
  const w = ownerWhere(ctx);
  if (q.username) w.add('username ILIKE ?', likeContains(q.username));
  if (q.endpointId) w.add('endpoint_id ILIKE ?', likeContains(q.endpointId));
  if (q.from) w.add('at >= ?', q.from);
  if (q.to) w.add('at < ?', q.to);
  if (q.failedOnly) w.add('code <> 10000');
  const page = await pageOf<LogRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM sys_operation_log WHERE ${w.sql}`,
    rows: `SELECT id, username, endpoint_id, method, path, ip, code, msg, duration_ms, at FROM sys_operation_log
      WHERE ${w.sql} ORDER BY at DESC, id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toLog) };
}

/** Figures the foundation already has; the recent log only for those allowed to read it. */
export async function dashboard(ctx: Ctx) {
  const actor = actorOf(ctx);
  const owner = actor.isPlatform ? null : ctx.merchantId;
  const general = owner === null ? null : ((await getSetting(ctx, 'general')).value as { timeZone?: string } | null);
  const timeZone = general?.timeZone ?? DEFAULT_TIME_ZONE;
  const counts = (
    await ctx.db.query<{ users: number; enabled_users: number; roles: number }>(
      `SELECT (SELECT count(*)::int FROM mgr_users WHERE merchant_id IS NOT DISTINCT FROM $1 AND deleted_at IS NULL) AS users,
              (SELECT count(*)::int FROM mgr_users WHERE merchant_id IS NOT DISTINCT FROM $1 AND deleted_at IS NULL AND state = 'enabled') AS enabled_users,
              (SELECT count(*)::int FROM mgr_roles WHERE merchant_id IS NOT DISTINCT FROM $1) AS roles`,
      [owner],
    )
  )[0];
  const ops = (
    await ctx.db.query<{ total: number; failed: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE code <> 10000)::int AS failed
         FROM sys_operation_log
        WHERE merchant_id IS NOT DISTINCT FROM $1 AND at >= date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3`,
      [owner, ctx.now(), timeZone],
    )
  )[0];
  const recent = actor.menuIds.has(1208000) ? (await pageOperationLog(ctx, { page: 1, limit: 10 })).records : null;
  return {
    users: counts.users,
    enabledUsers: counts.enabled_users,
    roles: counts.roles,
    operationsToday: ops.total,
    failedToday: ops.failed,
    recentOperations: recent,
  };
}
