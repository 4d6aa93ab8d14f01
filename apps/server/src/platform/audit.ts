import { catalogue, secretFieldNames } from '@canteen/contract';
import type { Db } from './db/db';
import { storable } from './storableText';

const SECRET_KEY = /pass(word)?|secret|token|sign/i;
/** Every field the contract marks secret (secretField), by name: never logged, whichever call carries it. */
const SECRET_FIELDS = new Set(catalogue.flatMap((e) => [...secretFieldNames(e.input)]));
const isSecretKey = (key: string) => SECRET_FIELDS.has(key) || SECRET_KEY.test(key);

/** Copies content for the log with secrets masked and long strings cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), isSecretKey(k) ? '***' : redact(v, depth + 1)]));
  }
  // jsonb holds no NUL and no half of a surrogate pair (a cut at 500 may make one): the log keeps U+FFFD instead.
  if (typeof value === 'string') return storable(value.length > 500 ? `${value.slice(0, 500)}…` : value);
  return value;
}

export interface OperationRecord {
  merchantId: number | null;
  userId: number | null;
  username: string;
  endpointId: string;
  method: string;
  path: string;
  ip: string;
  requestId: string;
  code: number;
  msg: string;
  content: unknown;
  durationMs: number;
}

/** The operation log: every state-changing call, whatever its result (DESIGN §4). */
export async function recordOperation(db: Db, r: OperationRecord): Promise<void> {
  await db.query(
    `INSERT INTO sys_operation_log (merchant_id, user_id, username, endpoint_id, method, path, ip, request_id, code, msg, content, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [r.merchantId, r.userId, r.username, r.endpointId, r.method, r.path, r.ip, r.requestId, r.code, r.msg, JSON.stringify(redact(r.content)), r.durationMs],
  );
}
