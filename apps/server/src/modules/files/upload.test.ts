import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code, IMAGE_MAX_BYTES, envelopeQuery, type Reply } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A PNG padded after its end chunk to a given size: still a PNG by its bytes. */
const pngOfSize = (bytes: number) => Buffer.concat([PNG_1X1, Buffer.alloc(bytes - PNG_1X1.length)]);

interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}
interface UploadOptions {
  token?: string;
  content?: Record<string, unknown>;
  uploadKey?: string;
  headers?: Record<string, string>;
  /** Replaces the signed envelope fields. */
  fields?: Record<string, string>;
}
type Uploaded = { fileNameUrl: string; width: number | null; height: number | null };

let t: TestServer;
let admin: string;
let admin2: string;
let platform: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2, platform] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123'), t.token('platform', 'Platform@123')]);
});
afterAll(() => t.close());

/** A browser-like multipart body: the envelope fields (content as the JSON text that was signed), then the file. */
function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----canteen${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(file: FilePart | undefined, opts: UploadOptions = {}) {
  const fields = opts.fields ?? envelopeQuery(envelopeFor(opts.content ?? {}, opts.token));
  const { payload, contentType } = multipartBody(fields, file);
  const headers: Record<string, string> = { 'content-type': contentType, 'accept-language': 'en', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await t.app.inject({ method: 'POST', url: `/admin/api/v1/sysfile/upload?uploadKey=${encodeURIComponent(opts.uploadKey ?? 'dishes')}`, headers, payload });
  return { ...(res.json() as Reply<Uploaded & { fields?: { field: string; message: string }[] }>), status: res.statusCode };
}

const png = (data = PNG_1X1, name = 'dish.png'): FilePart => ({ name, type: 'image/png', data });
const storedFiles = () => t.db.query<{ merchant_id: number; upload_key: string; path: string; mime: string; size: number }>(`SELECT merchant_id, upload_key, path, mime, size FROM sys_files ORDER BY id`);
const filesOnDisk = (): string[] => {
  const root = path.join(t.config.dataDir, 'files');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()) : [];
};

describe('image upload', () => {
  it('stores a PNG under the merchant and serves the same bytes at the returned URL', async () => {
    const r = await upload(png(), { token: admin });
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data.fileNameUrl).toMatch(/^\/files\/1\/dishes\/[0-9a-f-]{36}\.png$/);
    expect(r.data).toMatchObject({ width: 1, height: 1 });

    const served = await t.app.inject({ method: 'GET', url: r.data.fileNameUrl, headers: { authorization: `Bearer ${admin}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(await storedFiles()).toEqual([{ merchant_id: 1, upload_key: 'dishes', path: r.data.fileNameUrl.replace('/files/', ''), mime: 'image/png', size: PNG_1X1.length }]);
  });

  it('names a file by what its bytes are, not by its name or declared type', async () => {
    const r = await upload({ name: 'looks.png', type: 'image/png', data: GIF_1X1 }, { token: admin, uploadKey: 'avatar' });
    expect(r.code).toBe(Code.OK);
    expect(r.data.fileNameUrl).toMatch(/^\/files\/1\/avatar\/[0-9a-f-]{36}\.gif$/);
    const served = await t.app.inject({ method: 'GET', url: r.data.fileNameUrl, headers: { authorization: `Bearer ${admin}` } });
    expect(served.headers['content-type']).toMatch(/^image\/gif/);
  });

  it.each([
    ['text renamed to .png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PNG signature with a broken header', Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from('not a real image header')])],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
  ])('refuses %s with the type message and stores nothing', async (_what, data) => {
    const before = { rows: await storedFiles(), disk: filesOnDisk() };
    const r = await upload({ name: 'x.png', type: 'image/png', data }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.msg).toBe('Only JPG, GIF, BMP or PNG images can be uploaded!');
    expect(r.data.fields).toEqual([{ field: 'file', message: 'Only JPG, GIF, BMP or PNG images can be uploaded!' }]);
    expect({ rows: await storedFiles(), disk: filesOnDisk() }).toEqual(before);
  });

  it('refuses an image of 600 KB with the size message, and accepts one just under 500 KB', async () => {
    const before = await storedFiles();
    const big = await upload(png(pngOfSize(600 * 1024)), { token: admin });
    expect(big.code).toBe(Code.VALIDATION);
    expect(big.msg).toBe('The image must be smaller than 500KB!');
    expect(await storedFiles()).toEqual(before);
    const limit = await upload(png(pngOfSize(IMAGE_MAX_BYTES)), { token: admin });
    expect(limit.code).toBe(Code.VALIDATION);
    const under = await upload(png(pngOfSize(IMAGE_MAX_BYTES - 1)), { token: admin });
    expect(under.code).toBe(Code.OK);
  });

  it('refuses a file above the transport limit with the size message, not an internal error', async () => {
    const r = await upload(png(pngOfSize(11 * 1024 * 1024)), { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.msg).toBe('The image must be smaller than 500KB!');
  });

  it('refuses a body with two files or cut off in the middle as a bad envelope (40001)', async () => {
    const fields = envelopeQuery(envelopeFor({}, admin));
    const { payload, contentType } = multipartBody(fields, png());
    const cutOff = payload.subarray(0, payload.length - 30);
    const boundary = contentType.split('boundary=')[1];
    const twoFiles = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1X1,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const body of [twoFiles, cutOff]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/v1/sysfile/upload', headers: { 'content-type': contentType, authorization: `Bearer ${admin}` }, payload: body });
      expect(res.json().code).toBe(Code.BAD_ENVELOPE);
    }
  });

  it('refuses a call without a file', async () => {
    const r = await upload(undefined, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.msg).toBe('Choose a file to upload');
  });

  it('refuses a call without a token (20001) and stores nothing', async () => {
    const before = { rows: await storedFiles(), disk: filesOnDisk() };
    const r = await upload(png());
    expect(r.code).toBe(Code.UNAUTHORIZED);
    expect(r.status).toBe(401);
    expect({ rows: await storedFiles(), disk: filesOnDisk() }).toEqual(before);
  });

  it('checks the envelope sign over the content text', async () => {
    const env = envelopeQuery(envelopeFor({ note: 'signed' }, admin));
    const r = await upload(png(), { token: admin, fields: { ...env, content: JSON.stringify({ note: 'changed' }) } });
    expect(r.code).toBe(Code.BAD_ENVELOPE);
    const plain = await t.app.inject({ method: 'POST', url: '/admin/api/v1/sysfile/upload', headers: { authorization: `Bearer ${admin}` }, payload: envelopeFor({}, admin) });
    expect(plain.json().code).toBe(Code.BAD_ENVELOPE);
  });

  it('refuses an upload key that is not a plain name', async () => {
    for (const uploadKey of ['../../etc', 'a/b', 'x'.repeat(33)]) {
      const r = await upload(png(), { token: admin, uploadKey });
      expect(r.code, uploadKey).toBe(Code.VALIDATION);
      expect(r.data.fields?.map((f) => f.field)).toEqual(['uploadKey']);
    }
  });

  it('stores under the caller’s merchant; the platform operator chooses one with MERCHANT-ID', async () => {
    const two = await upload(png(), { token: admin2 });
    expect(two.data.fileNameUrl).toMatch(/^\/files\/2\/dishes\//);
    const mismatch = await upload(png(), { token: admin2, headers: { 'MERCHANT-ID': '1' } });
    expect(mismatch.code).toBe(Code.FORBIDDEN);
    const chosen = await upload(png(), { token: platform, headers: { 'MERCHANT-ID': '2' } });
    expect(chosen.code).toBe(Code.OK);
    expect(chosen.data.fileNameUrl).toMatch(/^\/files\/2\/dishes\//);
    const missing = await upload(png(), { token: platform, headers: { 'MERCHANT-ID': '999' } });
    expect(missing.code).toBe(Code.NOT_FOUND);
    expect(filesOnDisk().filter((p) => p.startsWith('999'))).toEqual([]);
  });

  it('is served only to a login of its merchant: the console cookie, a bearer token, the platform operator', async () => {
    const r = await upload(png(), { token: admin, uploadKey: 'samples' });
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: r.data.fileNameUrl, headers });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(Code.UNAUTHORIZED);
    expect((await get({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const byCookie = await get({ cookie: `language=en; Admin-Token=${encodeURIComponent(admin)}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['cache-control']).toBe('private, max-age=300');
    expect(byCookie.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await get({ authorization: `Bearer ${platform}` })).statusCode).toBe(200);
    // Another merchant's login learns nothing, not even that the file exists.
    const other = await get({ authorization: `Bearer ${admin2}` });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('PNG');
    // A logged-out token no longer opens it.
    const session = await t.token('admin', 'Admin@123');
    expect((await get({ authorization: `Bearer ${session}` })).statusCode).toBe(200);
    await t.call('auth.logout', {}, { token: session });
    expect((await get({ authorization: `Bearer ${session}` })).statusCode).toBe(401);
  });

  it('serves the login logo to anyone, and nothing that is not a recorded upload', async () => {
    const logo = await upload(png(), { token: admin, uploadKey: 'logo' });
    const served = await t.app.inject({ method: 'GET', url: logo.data.fileNameUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    fs.writeFileSync(path.join(t.config.dataDir, 'files', 'stray.png'), PNG_1X1);
    for (const url of ['/files/stray.png', '/files/1/logo/../../../etc/passwd', '/files/1/cust/unknown.png']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } })).statusCode, url).toBe(404);
    }
  });

  it('is written to the operation log, refusals too', async () => {
    // The log row is written once the reply is on its way: the last upload's may still be coming.
    await vi.waitFor(async () => {
      const rows = await t.db.query<{ username: string; code: number }>(`SELECT username, code FROM sys_operation_log WHERE endpoint_id = 'files.upload' ORDER BY id`);
      expect(rows.filter((r) => r.code === Code.OK).length).toBe((await storedFiles()).length);
      expect(rows.some((r) => r.code === Code.VALIDATION && r.username === 'admin')).toBe(true);
    }, { timeout: 5000, interval: 50 });
  });
});
