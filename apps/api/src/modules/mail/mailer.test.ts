import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, type DbHandle } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createMailer } from './mailer.ts';

/** A logger that keeps what it is told (the same shape Fastify passes in). */
function recordingLogger() {
  const lines: Array<{ level: string; msg: string }> = [];
  const make = (): FastifyBaseLogger => {
    const log = (level: string) => (obj: unknown, msg?: string) =>
      lines.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') });
    return {
      level: 'info',
      fatal: log('fatal'),
      error: log('error'),
      warn: log('warn'),
      info: log('info'),
      debug: log('debug'),
      trace: log('trace'),
      silent: () => undefined,
      child: () => make(),
    } as unknown as FastifyBaseLogger;
  };
  return { log: make(), lines };
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('mailer', () => {
  it('without SMTP_URL keeps the message in the outbox and logs the hint', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: 'T <no-reply@t.test>',
      log,
    });
    const id = await mailer.send({
      to: 'a@t.test',
      subject: 'Hola',
      text: 'cuerpo',
      logHint: 'reset link: http://x/reset-password?token=abc',
    });
    await mailer.flush();
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      to: 'a@t.test',
      subject: 'Hola',
      text: 'cuerpo',
      sentAt: null,
      error: null,
    });
    expect(
      lines.some((l) => l.level === 'info' && l.msg.includes('http://x/reset-password?token=abc')),
    ).toBe(true);
  });

  it('with SMTP_URL delivers it and marks it sent', async () => {
    const smtp = await startSmtpCapture();
    const { log } = recordingLogger();
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: smtp.url,
      from: 'Trayecto Empresas <no-reply@t.test>',
      log,
    });
    try {
      const id = await mailer.send({
        to: 'b@t.test',
        subject: 'Asunto ñ',
        text: 'Texto con acentos: áéí',
      });
      const mail = await smtp.next();
      expect(mail.to).toEqual(['b@t.test']);
      expect(mail.subject).toBe('Asunto ñ');
      expect(mail.text).toContain('Texto con acentos: áéí');
      await mailer.flush();
      const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('stores the error when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpCapture();
    const url = smtp.url;
    await smtp.close();
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ db: handle.db, smtpUrl: url, from: 'T <no-reply@t.test>', log });
    const id = await mailer.send({ to: 'c@t.test', subject: 'x', text: 'y' });
    await mailer.flush();
    mailer.close();
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toBeTruthy();
    expect(lines.some((l) => l.level === 'error')).toBe(true);
  });

  it('queues a message in a transaction: kept only if it commits, sent once told', async () => {
    const smtp = await startSmtpCapture();
    const { log } = recordingLogger();
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: smtp.url,
      from: 'T <no-reply@t.test>',
      log,
    });
    try {
      // rolled back: no row, nothing to deliver
      await handle.db
        .transaction(async (tx) => {
          await mailer.queue(tx, { to: 'gone@t.test', subject: 'no', text: 'no' });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(
        await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'gone@t.test')),
      ).toEqual([]);
      // committed: the row is there, and it leaves when deliver() is called after the commit
      const queued = await handle.db.transaction((tx) =>
        mailer.queue(tx, { to: 'kept@t.test', subject: 'Bienvenido', text: 'hola' }),
      );
      expect(smtp.pending()).toBe(0);
      queued.deliver();
      const mail = await smtp.next();
      expect(mail).toMatchObject({ to: ['kept@t.test'], subject: 'Bienvenido' });
      await mailer.flush();
      const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
