import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '@canteen/contract';
import type { Db } from '../../platform/db/db';
import { langOf, translate } from '../../platform/messages';
import { resolveToken } from '../../platform/auth/tokens';
import { resolveDeviceToken } from '../../platform/auth/deviceTokens';
import { FILES_URL_PREFIX, filesDir } from './service';

/** The console's token cookie (spec §9): an <img> cannot send a bearer header, the browser sends the cookie. */
const TOKEN_COOKIE = 'Admin-Token';
/** Upload keys shown before login (the login page's logo); every other upload needs a login of its merchant. */
const PUBLIC_UPLOAD_KEYS = new Set(['logo']);

function tokenOf(req: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === TOKEN_COOKIE) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The merchant the caller is logged in to: a manager (null: the platform operator, any merchant) or a device. */
async function callerMerchant(db: Db, token: string, now: Date): Promise<number | null | undefined> {
  const session = await resolveToken(db, token, now);
  if (session) return session.actor.merchantId;
  const device = await resolveDeviceToken(db, token, now);
  return device ? device.merchantId : undefined;
}

/**
 * Uploaded files: only those recorded in sys_files, to a login of their merchant (the console's cookie, a
 * manager's or a device's bearer token), never cached by shared caches. A file of another merchant answers as
 * missing, so its name tells nothing.
 */
export function registerFileServing(app: FastifyInstance, db: Db, dataDir: string) {
  const root = filesDir(dataDir);
  fs.mkdirSync(root, { recursive: true });
  app.get(`${FILES_URL_PREFIX}/*`, async (req, reply) => {
    const relative = (req.params as { '*': string })['*'];
    const file = (
      await db.query<{ merchant_id: number; upload_key: string; mime: string; size: number }>(
        `SELECT merchant_id, upload_key, mime, size FROM sys_files WHERE path = $1`,
        [relative],
      )
    )[0];
    const target = path.resolve(root, relative);
    const lang = langOf(req.headers['accept-language']);
    const missing = () => reply.status(404).header('cache-control', 'no-store').send({ code: Code.NOT_FOUND, msg: translate(lang, 'notFound'), data: null });
    if (!file || !target.startsWith(root + path.sep)) return missing();
    const open = PUBLIC_UPLOAD_KEYS.has(file.upload_key);
    if (!open) {
      const token = tokenOf(req);
      const merchant = token ? await callerMerchant(db, token, new Date()) : undefined;
      if (merchant === undefined) return reply.status(401).header('cache-control', 'no-store').send({ code: Code.UNAUTHORIZED, msg: translate(lang, 'unauthorized'), data: null });
      if (merchant !== null && merchant !== file.merchant_id) return missing();
    }
    if (!fs.existsSync(target)) return missing();
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      .header('cache-control', open ? 'public, max-age=300' : 'private, max-age=300')
      .header('content-disposition', 'inline')
      .send(fs.createReadStream(target));
  });
}
