import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '@canteen/contract';
import type { Db } from '../../platform/db/db';
import { langOf, translate } from '../../platform/messages';
import { resolveToken } from '../../platform/auth/tokens';
import { resolveDeviceToken } from '../../platform/auth/deviceTokens';
import { FILES_URL_PREFIX, filesDir } from './service';
import { fileRule, mayBeServed, type FileCaller } from './rules';

/** The console's token cookie (spec §9): an <img> cannot send a bearer header, the browser sends the cookie. */
const TOKEN_COOKIE = 'Admin-Token';

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

/** The login behind a token: a manager's (with menus and data scope) or a device's; undefined when none. */
async function callerOf(db: Db, token: string, now: Date): Promise<FileCaller | undefined> {
  const session = await resolveToken(db, token, now);
  if (session) return { actor: session.actor, scopes: session.scopes };
  const device = await resolveDeviceToken(db, token, now);
  return device ? { deviceMerchantId: device.merchantId } : undefined;
}

/**
 * Uploaded files: only those recorded in sys_files, to a login of their merchant (the console's cookie, a
 * manager's or a device's bearer token) that may see them (rules.ts), never cached by shared caches. A file the
 * caller may not see answers as missing, so its name tells nothing.
 */
export function registerFileServing(app: FastifyInstance, db: Db, dataDir: string) {
  const root = filesDir(dataDir);
  fs.mkdirSync(root, { recursive: true });
  // The public logo is served without a login: such calls count against the address's anonymous limit.
  app.get(`${FILES_URL_PREFIX}/*`, { config: { anonymous: 'withoutToken' } }, async (req, reply) => {
    const relative = (req.params as { '*': string })['*'];
    const file = (
      await db.query<{ merchant_id: number; upload_key: string; mime: string; size: number; uploaded_by: number | null }>(
        `SELECT merchant_id, upload_key, mime, size, uploaded_by FROM sys_files WHERE path = $1`,
        [relative],
      )
    )[0];
    const target = path.resolve(root, relative);
    const lang = langOf(req.headers['accept-language']);
    const missing = () => reply.status(404).header('cache-control', 'no-store').send({ code: Code.NOT_FOUND, msg: translate(lang, 'notFound'), data: null });
    if (!file || !target.startsWith(root + path.sep)) return missing();
    const open = fileRule(file.upload_key)?.public === true;
    if (!open) {
      const token = tokenOf(req);
      const caller = token ? await callerOf(db, token, new Date()) : undefined;
      if (!caller) return reply.status(401).header('cache-control', 'no-store').send({ code: Code.UNAUTHORIZED, msg: translate(lang, 'unauthorized'), data: null });
      const url = `${FILES_URL_PREFIX}/${relative}`;
      if (!(await mayBeServed(db, caller, { merchantId: file.merchant_id, uploadKey: file.upload_key, uploadedBy: file.uploaded_by, url }))) return missing();
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
