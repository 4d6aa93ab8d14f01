import type { Db } from './platform/db/db';
import { hashPassword } from './platform/auth/passwords';

/** The demo (first start unless SEED=none): two merchants so tenancy can be seen, and the platform operator. */
export const DEMO_USERS = [
  { username: 'admin', password: 'Admin@123', merchant: 1 },
  { username: 'admin2', password: 'Admin@123', merchant: 2 },
  { username: 'platform', password: 'Platform@123', merchant: null },
] as const;

const MERCHANTS = [
  { id: 1, name: '演示食堂' },
  { id: 2, name: '第二食堂' },
];

export async function seedDemo(db: Db): Promise<boolean> {
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return db.tx(async (tx) => {
    if ((await tx.query(`SELECT 1 FROM merchants LIMIT 1`)).length) return false;
    for (const m of MERCHANTS) await tx.query(`INSERT INTO merchants (id, name) VALUES ($1, $2)`, [m.id, m.name]);
    await tx.query(`SELECT setval(pg_get_serial_sequence('merchants', 'id'), (SELECT max(id) FROM merchants))`);
    for (const [i, u] of DEMO_USERS.entries()) {
      const role = (
        await tx.query<{ id: number }>(
          `INSERT INTO mgr_roles (merchant_id, role_code, role_name, role_desc, is_admin) VALUES ($1, $2, $3, $4, true) RETURNING id`,
          u.merchant === null ? [null, 'platform', '平台运营', '平台运营方：商户注册、审核与对账'] : [u.merchant, 'admin', '管理员', '拥有全部菜单与数据权限'],
        )
      )[0];
      await tx.query(
        `INSERT INTO mgr_users (merchant_id, username, password_hash, real_name, role_id, demo_password) VALUES ($1, $2, $3, $4, $5, true)`,
        [u.merchant, u.username, hashes[i], u.merchant === null ? '平台管理员' : '系统管理员', role.id],
      );
    }
    for (const m of MERCHANTS) {
      await tx.query(`INSERT INTO merchant_settings (merchant_id, key, value) VALUES ($1, 'general', $2)`, [
        m.id,
        JSON.stringify({ merchantName: m.name, timeZone: 'Asia/Shanghai' }),
      ]);
    }
    return true;
  });
}

/** Names of users still on a demo password, for the start-up warning. */
export async function usersWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db.query<{ username: string }>(`SELECT username FROM mgr_users WHERE demo_password AND deleted_at IS NULL ORDER BY id`);
  return rows.map((r) => r.username);
}
