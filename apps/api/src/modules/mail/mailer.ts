import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { emailOutbox, type Db, type DbOrTx } from '@trayecto/db';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** files sent with it (a monthly statement's PDF and CSV); kept in the outbox with it */
  attachments?: MailAttachment[];
  /** printed in the log when no SMTP server is configured (e.g. the reset link) */
  logHint?: string;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mailer = {
  /** Stores the message in the outbox and starts delivering it; resolves with the outbox id. */
  send: (message: MailMessage) => Promise<string>;
  /**
   * Stores the message in the outbox with `tx`, the transaction of what it announces, so it exists
   * only if that transaction commits; call `deliver()` once it has committed.
   */
  queue: (tx: DbOrTx, message: MailMessage) => Promise<QueuedMail>;
  /** Waits for deliveries in flight (used at shutdown). */
  flush: () => Promise<void>;
  close: () => void;
};

export type QueuedMail = { id: string; deliver: () => void };

/**
 * Every message is kept in email_outbox. With SMTP_URL it is delivered by nodemailer and marked
 * sent (or its error stored); without it the log prints the hint so a local user can follow it.
 * Delivery happens after the answer: a slow SMTP server never delays a request.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, smtpUrl, from, log } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, id));
    } catch (err) {
      log.error({ err, outboxId: id, to: message.to }, 'e-mail delivery failed');
      await db
        .update(emailOutbox)
        .set({ error: err instanceof Error ? err.message.slice(0, 500) : String(err) })
        .where(eq(emailOutbox.id, id))
        .catch(() => undefined);
    }
  }

  async function store(tx: DbOrTx, message: MailMessage): Promise<string> {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments:
          message.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
          })) ?? null,
      })
      .returning({ id: emailOutbox.id });
    return row!.id;
  }

  function start(id: string, message: MailMessage) {
    if (!transport) {
      log.info(
        { outboxId: id, to: message.to },
        `e-mail stored in the outbox (SMTP_URL not set)${message.logHint ? `: ${message.logHint}` : ''}`,
      );
      return;
    }
    const p = deliver(id, message).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  return {
    async queue(tx, message) {
      const id = await store(tx, message);
      return { id, deliver: () => start(id, message) };
    },
    async send(message) {
      const id = await store(db, message);
      start(id, message);
      return id;
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
    close() {
      transport?.close();
    },
  };
}
