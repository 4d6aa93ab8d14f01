// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_CLIENT_ID, Code, OAUTH_TOKEN_PATH, endpointById } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { ATTEMPT_RULES } from './loginLimit';
import { DEVICE_COOKIE } from './loginDevices';

// Every password check of this file's server is counted, to show which attempts reached scrypt.
const checks = vi.hoisted(() => ({ n: 0 }));
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checks.n++;
      return real.verifyPassword(password, stored);
    },
  };
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const basic = `Basic ${Buffer.from(`${CONSOLE_CLIENT_ID}:`).toString('base64')}`;

/** A console login from `address`, with a device cookie when given. */
async function login(username: string, password: string, address: string, device?: string) {
  const form = new URLSearchParams({ username, password: await t.encrypt(password), scope: 'server', grant_type: 'password', role: 'manager' });
  const res = await t.app.inject({
    method: 'POST',
    url: OAUTH_TOKEN_PATH,
    remoteAddress: address,
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    payload: form.toString(),
  });
  return {
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    description: (res.json() as { error_description?: string }).error_description,
    setCookie: res.headers['set-cookie'] as string | undefined,
  };
}

/** The device cookie's value a login set. */
function deviceCookie(setCookie: string | undefined): string {
  const value = new RegExp(`^${DEVICE_COOKIE}=([^;]+)`).exec(setCookie ?? '')?.[1];
  if (!value) throw new Error(`no device cookie in ${setCookie}`);
  return value;
}

/** The wait a refusal asked for passes (instead of sleeping through it). */
const waitOut = () => t.db.query(`UPDATE auth_attempts SET next_at = $1 WHERE next_at > $1`, [new Date()]);

async function addUser(username: string, password: string) {
  const admin = await t.token('admin', 'Admin@123');
  const roles = await t.call<{ records: { roleId: number; roleCode: string }[] }>('admin.rolePage', { page: 1, limit: 50 }, { token: admin });
  const roleId = roles.data.records.find((r) => r.roleCode === 'admin')!.roleId;
  const r = await t.call('admin.userAdd', { username, password: await t.encrypt(password), realName: username, roleId }, { token: admin });
  expect(r.code, r.msg).toBe(Code.OK);
}

describe('login limits (issue 11 §5)', () => {
  it('lets at most 5 of 15 parallel wrong passwords reach the password check; the rest are told to wait', async () => {
    await addUser('victim', 'Victim123');
    checks.n = 0;
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) => login('victim', `Wrong-${i}-pass`, '10.9.0.1')));
    expect(checks.n).toBeLessThanOrEqual(ATTEMPT_RULES.pair.free);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(checks.n);
    const waiting = replies.filter((r) => r.status === 429);
    expect(waiting).toHaveLength(15 - checks.n);
    for (const r of waiting) {
      expect(r.retryAfter).toBe('1');
      expect(r.description).toBe('Too many attempts; wait 1 s and try again');
    }
  });

  it('the owner, from another address, logs in at once', async () => {
    expect((await login('victim', 'Victim123', '10.9.0.2')).status).toBe(200);
  });

  it('slows the attacking address down step by step (1 s, 2 s, 4 s …) instead of locking the account', async () => {
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      await waitOut();
      expect((await login('victim', 'Wrong-again-1', '10.9.0.1')).status).toBe(400);
      const refused = await login('victim', 'Wrong-again-2', '10.9.0.1');
      expect(refused.status).toBe(429);
      waits.push(String(refused.retryAfter));
    }
    expect(waits).toEqual(['2', '4', '8', '16']);
    // Once the wait is over even that address gets the account with the right password: nobody is locked out.
    await waitOut();
    expect((await login('victim', 'Victim123', '10.9.0.1')).status).toBe(200);
    // A success starts the pair again: five free attempts.
    for (let i = 0; i < ATTEMPT_RULES.pair.free; i++) expect((await login('victim', `Typo-${i}-1`, '10.9.0.1')).status).toBe(400);
  });

  it('caps the wait of one account from one address, and says it in minutes past a minute', async () => {
    await t.db.query(`UPDATE auth_attempts SET n = 40, next_at = $1 WHERE key = 'pair:victim@10.9.0.1'`, [new Date()]);
    expect((await login('victim', 'Wrong-capped-1', '10.9.0.1')).status).toBe(400);
    const refused = await login('victim', 'Wrong-capped-2', '10.9.0.1');
    // The cap counts from the attempt let through a moment before.
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(ATTEMPT_RULES.pair.capSeconds);
    expect(Number(refused.retryAfter)).toBeGreaterThan(ATTEMPT_RULES.pair.capSeconds - 30);
    expect(refused.description).toBe(`Too many attempts, try again in ${ATTEMPT_RULES.pair.capSeconds / 60} minutes`);
  });

  it('does not let an address’s failures keep out other accounts, nor the known users behind the same proxy', async () => {
    const proxy = '10.9.1.1';
    expect((await login('admin2', 'Admin@123', proxy)).status).toBe(200); // admin2 has logged in from here before
    // 25 guesses at 25 accounts at once: the address lets 20 through, the rest wait.
    const spray = await Promise.all(Array.from({ length: 25 }, (_, i) => login(`ghost${i}`, 'Whatever-1', proxy)));
    expect(spray.filter((r) => r.status === 400)).toHaveLength(ATTEMPT_RULES.address.free);
    expect(spray.filter((r) => r.status === 429)).toHaveLength(25 - ATTEMPT_RULES.address.free);
    // Another account from another address: not affected at all.
    expect((await login('admin', 'Admin@123', '10.9.1.2')).status).toBe(200);
    // Long after, the address still slowed to its cap (one more failure there sets it) …
    await t.db.query(`UPDATE auth_attempts SET n = 40, next_at = $1 WHERE key = 'address:${proxy}'`, [new Date()]);
    expect((await login('ghost-late', 'Whatever-1', proxy)).status).toBe(400);
    // … a user who logged in from behind it before goes on logging in,
    expect((await login('admin2', 'Admin@123', proxy)).status).toBe(200);
    // and one who never did waits that cap, a minute, not a quarter of an hour.
    const stranger = await login('victim', 'Victim123', proxy);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.retryAfter)).toBeGreaterThan(ATTEMPT_RULES.address.capSeconds - 30);
    expect(Number(stranger.retryAfter)).toBeLessThanOrEqual(ATTEMPT_RULES.address.capSeconds);
  });

  it('guesses at one account from many addresses slow it down briefly, and never its owner’s own address', async () => {
    await addUser('target', 'Target123');
    expect((await login('target', 'Target123', '10.9.2.100')).status).toBe(200); // the owner's usual address
    // Five guesses from each of three addresses at once: the account lets ten through, the rest wait.
    const guesses = await Promise.all(Array.from({ length: 15 }, (_, i) => login('target', `Guess-${i}-x`, `10.9.2.${1 + (i % 3)}`)));
    expect(guesses.filter((r) => r.status === 400)).toHaveLength(ATTEMPT_RULES.account.free);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(15 - ATTEMPT_RULES.account.free);
    // Guessing on and on from ever new addresses brings the account to its cap, a minute …
    await t.db.query(`UPDATE auth_attempts SET n = 40, next_at = $1 WHERE key = 'account:target'`, [new Date()]);
    expect((await login('target', 'Guess-late-x', '10.9.2.4')).status).toBe(400);
    const elsewhere = await login('target', 'Target123', '10.9.2.50');
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.retryAfter)).toBeGreaterThan(ATTEMPT_RULES.account.capSeconds - 30);
    expect(Number(elsewhere.retryAfter)).toBeLessThanOrEqual(ATTEMPT_RULES.account.capSeconds);
    // … while the owner, from the address they use, logs in at once.
    expect((await login('target', 'Target123', '10.9.2.100')).status).toBe(200);
  });
});

describe('the device cookie (OWASP): guesses from rotating addresses never keep the owner out', () => {
  it('15 rotating addresses with one wrong password a minute close the account limit; the owner’s browser with its cookie still logs in', async () => {
    await addUser('rotated', 'Rotated123');
    const first = await login('rotated', 'Rotated123', '10.9.4.1');
    expect(first.status).toBe(200);
    expect(first.setCookie).toBe(`${DEVICE_COOKIE}=${deviceCookie(first.setCookie)}; Path=${OAUTH_TOKEN_PATH}; Max-Age=${90 * 86_400}; HttpOnly; SameSite=Strict`);
    const stored = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM login_devices d JOIN mgr_users u ON u.id = d.user_id WHERE u.username = 'rotated'`);
    expect(stored.map((r) => r.token_hash)).toEqual([createHash('sha256').update(deviceCookie(first.setCookie)).digest('hex')]);

    for (let i = 0; i < 15; i++) {
      await waitOut(); // a minute apart: each guess is let through, and the account's count grows
      expect((await login('rotated', `Guess-${i}-rot`, `10.9.5.${i + 1}`)).status).toBe(400);
    }
    // Without the cookie the right password from a new address waits …
    const stranger = await login('rotated', 'Rotated123', '10.9.6.1');
    expect(stranger.status).toBe(429);
    // … with it, from another new address, the owner is in at once, and the browser gets a new cookie value.
    const owner = await login('rotated', 'Rotated123', '10.9.6.2', deviceCookie(first.setCookie));
    expect(owner.status).toBe(200);
    expect(deviceCookie(owner.setCookie)).not.toBe(deviceCookie(first.setCookie));
    // The replaced value is trusted no more.
    expect((await login('rotated', 'Rotated123', '10.9.6.3', deviceCookie(first.setCookie))).status).toBe(429);
    expect((await login('rotated', 'Rotated123', '10.9.6.4', deviceCookie(owner.setCookie))).status).toBe(200);
  });

  it('a trusted browser has its own lockout, and its cookie helps only the users who logged in with it', async () => {
    await waitOut();
    const device = deviceCookie((await login('rotated', 'Rotated123', '10.9.7.1')).setCookie);
    for (let i = 0; i < ATTEMPT_RULES.device.free; i++) expect((await login('rotated', `Typo-${i}-dev`, `10.9.7.${10 + i}`, device)).status).toBe(400);
    const locked = await login('rotated', 'Rotated123', '10.9.7.30', device);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBe('1');

    await addUser('neighbour', 'Neighbour1');
    await t.db.query(`INSERT INTO auth_attempts (kind, key, n, next_at, last_at) VALUES ('login', 'account:neighbour', 40, $1, $2)`, [new Date(Date.now() + 60_000), new Date()]);
    expect((await login('neighbour', 'Neighbour1', '10.9.7.40', device)).status).toBe(429);
  });
});

describe('limits of changing one’s password and of device logins', () => {
  it('lets at most 5 of 15 parallel wrong old passwords be checked, counted even though each call is refused', async () => {
    await addUser('changer', 'Changer123');
    const token = await t.token('changer', 'Changer123');
    checks.n = 0;
    const replies = await Promise.all(
      Array.from({ length: 15 }, async (_, i) =>
        t.call('admin.changeOwnPassword', { oldPassword: await t.encrypt(`Wrong-${i}-old`), newPassword: await t.encrypt('Brand9New') }, { token }),
      ),
    );
    expect(checks.n).toBeLessThanOrEqual(ATTEMPT_RULES.pair.free);
    expect(replies.filter((r) => r.code === Code.VALIDATION)).toHaveLength(checks.n);
    expect(replies.filter((r) => r.code === Code.RATE_LIMITED)).toHaveLength(15 - checks.n);
    expect(replies.find((r) => r.code === Code.RATE_LIMITED)!.msg).toBe('Too many attempts; wait 1 s and try again');
    await waitOut();
    const right = await t.call('admin.changeOwnPassword', { oldPassword: await t.encrypt('Changer123'), newPassword: await t.encrypt('Brand9New') }, { token });
    expect(right.code, right.msg).toBe(Code.OK);
  });

  it('lets at most 5 of 15 parallel wrong device secrets be checked, with Retry-After on the refusals', async () => {
    const admin = await t.token('admin', 'Admin@123');
    const canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Limit test') RETURNING id`))[0].id;
    const d = await t.call<{ secret: string }>('devices.machineAdd', { name: 'Gate', type: 'lishixiaofeiji', serialNumber: 'LIMIT-1', canteenId }, { token: admin });
    expect(d.code, d.msg).toBe(Code.OK);
    const deviceLogin = (secret: string) =>
      t.app.inject({ method: 'POST', url: endpointById.get('devices.deviceLogin')!.path, remoteAddress: '10.9.3.1', payload: envelopeFor({ serialNumber: 'LIMIT-1', secret }) });
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) => deviceLogin(`wrong-${i}`)));
    const codes = replies.map((r) => (r.json() as { code: number }).code);
    expect(codes.filter((c) => c === Code.UNAUTHORIZED).length).toBeLessThanOrEqual(ATTEMPT_RULES.pair.free);
    const limited = replies.filter((r) => (r.json() as { code: number }).code === Code.RATE_LIMITED);
    expect(limited.length).toBeGreaterThanOrEqual(15 - ATTEMPT_RULES.pair.free);
    expect(limited[0].statusCode).toBe(429);
    expect(limited[0].headers['retry-after']).toBe('1');
    expect((await deviceLogin(d.data.secret)).statusCode).toBe(429);
    await waitOut();
    expect((await deviceLogin(d.data.secret)).json()).toMatchObject({ code: Code.OK });
  });
});
