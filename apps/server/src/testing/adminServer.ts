import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './server';
import type { Fields } from './api';

export interface AdminServer {
  t: TestServer;
  /** Tokens of the admins of merchants 1 and 2. */
  admin: string;
  admin2: string;
}

/**
 * The start of a file of API tests: a test server of its own with both merchants' admins logged in, handed to `use`
 * before the tests run (so the file keeps plain `t` and `admin` variables) and closed after them. `reply` and `code`
 * call an endpoint (as the admin unless a token is given); `unique` gives a name no earlier call gave.
 */
export function adminServer(use: (s: AdminServer) => void) {
  let s: AdminServer | undefined;
  beforeAll(async () => {
    const t = await startTestServer();
    const [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
    s = { t, admin, admin2 };
    use(s);
  });
  afterAll(() => s?.t.close());
  const reply = (id: string, content: Record<string, unknown>, token = s!.admin) => s!.t.call<Fields>(id, content, { token });
  let serial = 0;
  return {
    reply,
    code: async (id: string, content: Record<string, unknown>, token?: string) => (await reply(id, content, token)).code,
    unique: (prefix: string) => `${prefix} ${serial++}`,
  };
}
