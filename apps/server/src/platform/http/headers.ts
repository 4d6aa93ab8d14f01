import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

/**
 * The console's content security policy: its own scripts only; inline styles because antd writes its CSS-in-JS
 * into <style> tags; images also from data:/blob: URLs (previews of uploads, QR codes); never framed.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Served over plain HTTP on a LAN too: upgrading would break every asset there.
  upgradeInsecureRequests: null,
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every reply, compression of large dynamic replies, robots.txt. */
export async function registerHttpHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: true, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Sent only when the request came over TLS (below): over plain HTTP it would pin nothing and mislead.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // Static assets come precompressed from the build; this compresses the larger API replies (pages, trees).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send('User-agent: *\nDisallow: /\n'));
}

/** Hashed build assets never change under their name; everything else (index.html) is checked on every load. */
export function cacheHeadersFor(filePath: string): string {
  return filePath.split(path.sep).includes('assets') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
