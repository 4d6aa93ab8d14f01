import { endpointById } from '@canteen/contract';
import { ApiClient } from '../../simulator/client';
import { deviceTokens, fundedPeople } from '../../bench/fixtures';
import { sendEnvelope } from '../../bench/load';

/** A money operation as a client sent it, and what came back. */
export interface Op {
  kind: 'recharge' | 'consume' | 'refund' | 'revoke' | 'withdraw' | 'subsidy';
  bizNo: string;
  custId: number;
  content: Record<string, unknown>;
  /** 10000 acknowledged; another number a refusal; 'lost' when the connection broke (a crash): outcome unknown. */
  code: number | 'lost';
  data?: Record<string, unknown>;
  /** A re-send of an acknowledged bizNo with the same content, by the same client (a device's trade number is its own). */
  repeat?: boolean;
  /** The storm client that sent it (its device, for consumptions). */
  client?: number;
}

export interface StormSetup {
  url: string;
  admin: string;
  devices: string[];
  custIds: number[];
  /** The few accounts that take 20 % of the operations. */
  hot: number[];
  /** Balance of every account before the storm (cents, all wallets). */
  initial: Map<number, number>;
}

const ENDPOINT = {
  recharge: 'accounts.recharge',
  consume: 'accounts.deviceConsume',
  refund: 'accounts.refund',
  revoke: 'accounts.revokeRecharge',
  withdraw: 'accounts.drawMoney',
  subsidy: 'accounts.subsidyRecharge',
} as const;

/** People with funded accounts and payment devices; `prefix` keeps person numbers apart between setups. */
export async function setUpStorm(url: string, people: number, prefix = 'S'): Promise<StormSetup> {
  const api = new ApiClient(url);
  const admin = await api.managerLogin('admin', 'Admin@123');
  const { custIds } = await fundedPeople(api, url, admin, people, 20_000, prefix);
  const devices = await deviceTokens(api, admin, 4, `${prefix}STORM`);
  return { url, admin, devices, custIds, hot: custIds.slice(0, 3), initial: new Map(custIds.map((c) => [c, 20_000])) };
}

let serial = 0;

/** The journal's acknowledged first sends, kept incrementally: clients pick from them on every operation. */
const acknowledged = new WeakMap<Op[], { seen: number; ops: Op[] }>();
function ackedOf(journal: Op[]): Op[] {
  let a = acknowledged.get(journal);
  if (!a) acknowledged.set(journal, (a = { seen: 0, ops: [] }));
  for (; a.seen < journal.length; a.seen++) {
    const o = journal[a.seen]!;
    if (o.code === 10000 && !o.repeat) a.ops.push(o);
  }
  return a.ops;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/**
 * One client of the storm: picks an operation (20 % on the hot accounts, 10 % a repeat of an acknowledged bizNo),
 * sends it, and appends it to the shared journal. Refunds and revokes pick acknowledged consumptions and recharges.
 */
export async function stormOp(s: StormSetup, journal: Op[], client: number, url = s.url): Promise<Op> {
  const acked = ackedOf(journal);
  if (acked.length > 20 && Math.random() < 0.1) {
    const first = pick(acked);
    return send(s, journal, { ...first, code: 0, data: undefined, repeat: true }, url, first.client ?? client);
  }
  const custId = Math.random() < 0.2 ? pick(s.hot) : pick(s.custIds);
  const bizNo = `ST${process.pid}-${client}-${++serial}`;
  const amount = 100 + Math.floor(Math.random() * 900);
  const r = Math.random();
  let op: Omit<Op, 'code'>;
  if (r < 0.4) op = { kind: 'consume', bizNo, custId, content: { bizNo, custId, amount } };
  else if (r < 0.55) op = { kind: 'recharge', bizNo, custId, content: { custId, amount: amount * 3, payType: 'cash', bizNo } };
  else if (r < 0.65) op = { kind: 'subsidy', bizNo, custId, content: { custId, amount, bizNo } };
  else if (r < 0.75) op = { kind: 'withdraw', bizNo, custId, content: { custId, amount: Math.floor(amount / 4) + 1, bizNo } };
  else if (r < 0.9) {
    const paid = acked.filter((o) => o.kind === 'consume').slice(-500);
    if (!paid.length) return stormOp(s, journal, client, url);
    const order = pick(paid);
    op = { kind: 'refund', bizNo, custId: order.custId, content: { orderId: order.data!.orderId, amount: 1 + Math.floor(Math.random() * 200), bizNo } };
  } else {
    const recharges = acked.filter((o) => o.kind === 'recharge').slice(-500);
    if (!recharges.length) return stormOp(s, journal, client, url);
    const rc = pick(recharges);
    op = { kind: 'revoke', bizNo, custId: rc.custId, content: { rechargeId: rc.data!.rechargeId, bizNo } };
  }
  return send(s, journal, { ...op, code: 0 }, url, client);
}

async function send(s: StormSetup, journal: Op[], op: Op, url: string, client: number): Promise<Op> {
  op.client = client;
  const token = op.kind === 'consume' ? s.devices[client % s.devices.length]! : s.admin;
  Object.assign(op, await sendOp(url, ENDPOINT[op.kind], op.content, token));
  journal.push(op);
  return op;
}

/** Sends one operation of a storm: its reply's code and data, or 'lost' when the connection broke (a crash). */
export async function sendOp(url: string, endpointId: string, content: Record<string, unknown>, token: string): Promise<{ code: number | 'lost'; data?: Record<string, unknown> }> {
  const e = endpointById.get(endpointId)!;
  try {
    const reply = await sendEnvelope<Record<string, unknown>>(url, e.path, content, token, e.method);
    return { code: reply.code, data: reply.data ?? undefined };
  } catch {
    return { code: 'lost' };
  }
}

/** Runs `clients` clients, each sending one operation after another until `until()` says stop (a time, or a crash). */
export async function runClients(clients: number, until: () => boolean, op: (client: number) => Promise<unknown>): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (!until()) await op(c);
    }),
  );
}

export const storm = (s: StormSetup, journal: Op[], clients: number, until: () => boolean) => runClients(clients, until, (c) => stormOp(s, journal, c));

/** How much an acknowledged operation changed the person's total balance (all wallets), from its reply. */
export function balanceEffect(op: Op, journal: Op[]): number {
  const d = op.data ?? {};
  switch (op.kind) {
    case 'recharge':
      return (op.content.amount as number) + ((d.gift as number) ?? 0);
    case 'subsidy':
      return op.content.amount as number;
    case 'consume':
      return -(op.content.amount as number);
    case 'withdraw':
      return -(op.content.amount as number);
    case 'refund': {
      const r = d.refunded as { cash: number; gift: number; subsidy: number };
      return r.cash + r.gift + r.subsidy;
    }
    case 'revoke': {
      const rc = journal.find((o) => o.kind === 'recharge' && o.code === 10000 && !o.repeat && o.data?.rechargeId === op.content.rechargeId);
      return rc ? -balanceEffect(rc, journal) : NaN;
    }
  }
}
