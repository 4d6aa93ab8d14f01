// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, pathWith } from '@canteen/contract';
import { envelopeFor, multipartBody, startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';

const MB = 1024 * 1024;
const IMPORT = endpointById.get('customers.importAdd')!;

let t: TestServer;
let admin: string;
let noImportMenu: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  const menuIds = MERCHANT_MENU_IDS.filter((id) => id !== IMPORT.access);
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_noimport', roleName: 'noimport', roleDesc: '', menuIds }, admin);
  await ok(t, 'admin.userAdd', { username: 'noimport', password: await t.encrypt('Passw0rd!'), realName: 'noimport', roleId }, admin);
  noImportMenu = await t.token('noimport', 'Passw0rd!');
});
afterAll(() => t.close());

/** A 9 MB upload body made as it is read, in 16 KB pieces, counting the bytes the server pulled. */
function hugeUpload(token: string | null) {
  const { payload, contentType } = multipartBody({ ...envelopeFor({}, token) }, { name: 'people.xlsx', type: 'application/octet-stream', data: Buffer.alloc(9 * MB, 0x41) });
  const pulled = { bytes: 0 };
  const piece = 16 * 1024;
  const body = Readable.from(
    (function* () {
      for (let at = 0; at < payload.length; at += piece) {
        pulled.bytes += Math.min(piece, payload.length - at);
        yield payload.subarray(at, at + piece);
      }
    })(),
    { objectMode: false, highWaterMark: piece },
  );
  const headers: Record<string, string> = { 'content-type': contentType, 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  return { pulled, request: t.app.inject({ method: IMPORT.method, url: pathWith(IMPORT.path, {}), headers, payload: body }) };
}

describe('uploads are refused from their headers, before their body is read', () => {
  it('an upload without a login is 401 / 20001 with most of its 9 MB body never read', async () => {
    const { pulled, request } = hugeUpload(null);
    const res = await request;
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: Code.UNAUTHORIZED });
    expect(pulled.bytes).toBeLessThan(1 * MB);
  });

  it('an upload by a login without the endpoint’s menu is 403 with its body never read; with the menu it is read', async () => {
    const refused = hugeUpload(noImportMenu);
    const res = await refused.request;
    expect(res.json()).toMatchObject({ code: Code.FORBIDDEN });
    expect(refused.pulled.bytes).toBeLessThan(1 * MB);

    const allowed = hugeUpload(admin);
    expect((await allowed.request).json().code).not.toBe(Code.FORBIDDEN);
    expect(allowed.pulled.bytes).toBeGreaterThan(9 * MB);
  });
});
