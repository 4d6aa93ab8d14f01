import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../platform/db/db';

/**
 * Mail to suppliers behind a small interface (DESIGN §10, §12): the send call writes pur_mails rows in its own
 * transaction; this outbox delivers the queued rows after it, one at a time, each claimed with FOR UPDATE SKIP LOCKED
 * so that several processes never send one twice, and marks it sent or failed with the error. The default adapter
 * writes each mail as an .eml file to DATA_DIR/outbox and to the log; SMTP (nodemailer) when the server has an
 * SMTP URL (config SMTP_URL).
 */
export interface OutgoingMail {
  mailId: number;
  merchantId: number;
  to: string;
  subject: string;
  body: string;
}

export interface MailAdapter {
  /** Sends the mail; throws with the reason when it could not. */
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutboxOptions {
  dataDir: string;
  log?: FastifyBaseLogger;
  /** The sender address; default canteen@localhost. */
  from?: string;
}

const DEFAULT_FROM = 'canteen@localhost';

/** The default adapter: the whole message (MIME, as SMTP would carry it) as DATA_DIR/outbox/mail-<merchant>-<id>.eml. */
export function outboxMailAdapter(opts: OutboxOptions): MailAdapter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from ?? DEFAULT_FROM, to: mail.to, subject: mail.subject, text: mail.body });
      const dir = path.join(opts.dataDir, 'outbox');
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `mail-${mail.merchantId}-${mail.mailId}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log?.info({ outbox: file, to: mail.to, mailId: mail.mailId }, 'supplier mail written to the outbox');
    },
  };
}

/** SMTP through nodemailer, e.g. smtps://user:pass@smtp.example.com:465. */
export function smtpMailAdapter(url: string, from = DEFAULT_FROM): MailAdapter {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}

let chosen: MailAdapter | null = null;
/** Chooses the adapter (SMTP, or a test double); null: the outbox folder. */
export function useMailAdapter(next: MailAdapter | null): void {
  chosen = next;
}

/** Delivers every queued mail (of all merchants) now; returns how many were tried. */
export async function deliverQueuedMails(db: Db, opts: OutboxOptions): Promise<number> {
  const adapter = chosen ?? outboxMailAdapter(opts);
  let tried = 0;
  for (;;) {
    const more = await db.tx(async (tx) => {
      const [mail] = await tx.query<OutgoingMail>(
        `SELECT id AS "mailId", merchant_id AS "merchantId", to_address AS "to", subject, body FROM pur_mails
          WHERE state = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!mail) return false;
      try {
        await adapter.send(mail);
        await tx.query(`UPDATE pur_mails SET state = 'sent', error = '', attempts = attempts + 1, sent_at = now() WHERE id = $1`, [mail.mailId]);
      } catch (err) {
        const error = String((err as Error)?.message ?? err).slice(0, 500);
        opts.log?.warn({ mailId: mail.mailId, error }, 'supplier mail failed');
        await tx.query(`UPDATE pur_mails SET state = 'failed', error = $2, attempts = attempts + 1 WHERE id = $1`, [mail.mailId, error]);
      }
      return true;
    });
    if (!more) return tried;
    tried++;
  }
}

let running: { db: Db; opts: OutboxOptions; timer?: NodeJS.Timeout; busy: boolean; again: boolean } | null = null;

async function runOnce(): Promise<void> {
  const r = running;
  if (!r) return;
  if (r.busy) {
    r.again = true;
    return;
  }
  r.busy = true;
  try {
    do {
      r.again = false;
      await deliverQueuedMails(r.db, r.opts);
    } while (r.again);
  } catch (err) {
    r.opts.log?.error({ err }, 'mail outbox run failed');
  } finally {
    r.busy = false;
  }
}

/**
 * Starts delivering: now, every `intervalMs` (what a crash or a restart left queued), and shortly after each send
 * (kickMailOutbox). With `smtpUrl` the mails go by SMTP. Returns the stop function.
 */
export function startMailOutbox(db: Db, opts: OutboxOptions & { smtpUrl?: string; intervalMs?: number }): () => void {
  if (opts.smtpUrl) useMailAdapter(smtpMailAdapter(opts.smtpUrl, opts.from));
  const state: NonNullable<typeof running> = { db, opts, busy: false, again: false };
  running = state;
  state.timer = setInterval(() => void runOnce(), opts.intervalMs ?? 60_000);
  state.timer.unref();
  void runOnce();
  return () => {
    clearInterval(state.timer);
    if (running === state) running = null;
  };
}

/** Asks the outbox to deliver soon (after the calling transaction has committed); nothing when it is not started. */
export function kickMailOutbox(): void {
  if (!running) return;
  // The sending transaction commits right after the call returns; a later try catches a slow commit.
  for (const ms of [100, 2000]) setTimeout(() => void runOnce(), ms).unref();
}
