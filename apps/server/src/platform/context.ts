import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/db';
import type { Lang } from './messages';

export interface Actor {
  userId: number;
  username: string;
  /** null for the platform operator */
  merchantId: number | null;
  roleId: number | null;
  isAdmin: boolean;
  isPlatform: boolean;
  menuIds: ReadonlySet<number>;
}

/** A canteen device calling the device API (DESIGN §6): it acts only inside its merchant and canteen. */
export interface DeviceActor {
  deviceId: number;
  canteenId: number | null;
  /** The device's serial number (SN): per-device settings such as its deduction order are kept by it. */
  serialNumber: string;
}

/** A role's data permissions; null = unrestricted. */
export interface Scopes {
  canteenIds: number[] | null;
  orgIds: number[] | null;
  dishScopeIds: number[] | null;
}
export const UNRESTRICTED: Scopes = { canteenIds: null, orgIds: null, dishScopeIds: null };

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

/** What every service function receives first (DESIGN §2). */
export interface Ctx {
  db: Db;
  /** The merchant every query is scoped to (0 when a platform operator chose none). */
  merchantId: number;
  actor: Actor | null;
  /** Set on device endpoints instead of actor. */
  device?: DeviceActor;
  scopes: Scopes;
  requestId: string;
  lang: Lang;
  ip: string;
  now(): Date;
  log: FastifyBaseLogger;
  file?: UploadedFile;
  /** An export's `columns` (the keys wanted, in order): exportXlsx writes those it knows; none = all. */
  exportColumns?: readonly string[];
  /** The bearer token of the call (logout revokes it). */
  token?: string;
  /** Server configuration values services may need. */
  env: { dataDir: string; tokenTtlSeconds: number };
  /**
   * Turns a password the console encrypted with the server's public key back into text, once: the ciphertext's
   * nonce is claimed on `db`, so the same ciphertext sent again is refused. A refusal names `field`.
   */
  decryptPassword(db: Db, ciphertext: string, field: string): Promise<string>;
}

/** The signed-in actor, for session and menu endpoints (the platform guarantees one there). */
export function actorOf(ctx: Ctx): Actor {
  if (!ctx.actor) throw new Error('actorOf called on a public endpoint');
  return ctx.actor;
}

/** The calling device, for device endpoints (the platform guarantees one there). */
export function deviceOf(ctx: Ctx): DeviceActor {
  if (!ctx.device) throw new Error('deviceOf called outside a device endpoint');
  return ctx.device;
}

/** Opens (or joins) a transaction and hands the same ctx with the transaction to fn. */
export function withTx<T>(ctx: Ctx, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.db.inTransaction) return fn(ctx);
  return ctx.db.tx((tx) => fn({ ...ctx, db: tx }));
}
