import { fromCents, isLanguage, formatUsd } from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import { createLeaderSweep } from '../../lib/leader-sweep.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { QueuedMail } from '../mail/mailer.ts';
import type { LeaderTask } from '../orders/order-runtime.ts';
import { corporateContact } from '../topups/topups.repository.ts';
import * as repo from './credits.repository.ts';
import { creditUniqueId } from './credits.service.ts';

// An advance past its expiration date while still owed turns `expired` and both sides are told:
// the company (its e-mail) and the provider's finance inbox. On the leader, once a minute of the
// app's clock; each change is conditional on the credit still being active, so it happens once.

export const CREDIT_EXPIRY_SWEEP_MS = 60_000;

const TEXT = {
  es: (id: string, due: string) =>
    `El crédito ${id} venció con ${due} pendientes. Su próxima recarga lo pagará primero.`,
  en: (id: string, due: string) =>
    `Credit ${id} expired with ${due} still due. Your next top-up will pay it first.`,
  fr: (id: string, due: string) =>
    `Le crédit ${id} est échu avec ${due} restant dû. Votre prochaine recharge le remboursera en priorité.`,
  ar: (id: string, due: string) =>
    `انتهت صلاحية الائتمان ${id} وما زال مستحقًا ${due}. ستسدده عملية الشحن التالية أولًا.`,
};

export function createCreditExpiry(deps: AppDeps, log: FastifyBaseLogger) {
  async function expireOne(row: repo.CreditRow) {
    const mails: QueuedMail[] = [];
    await runTransaction(deps.db, async (tx) => {
      mails.length = 0;
      const moved = await repo.moveCredit(tx, row.id, ['active'], { status: 'expired' });
      if (!moved) return;
      const id = creditUniqueId(row.seq);
      const due = formatUsd(fromCents(row.amountCents - row.paidCents));
      await recordAudit(tx, {
        actor: { corporateId: null, adminId: null, ip: null },
        corporateId: row.corporateId,
        action: 'credit_expired',
        entity: 'credit',
        entityId: row.id,
        before: { status: 'active' },
        after: { status: 'expired', due: fromCents(row.amountCents - row.paidCents) },
      });
      const company = await corporateContact(tx, row.corporateId);
      if (company) {
        const lang = isLanguage(company.lang) ? company.lang : 'es';
        mails.push(
          await deps.mailer.queue(tx, {
            to: company.email,
            subject: TEXT[lang](id, due).split('.')[0]!,
            text: `${TEXT[lang](id, due)}\n\n${deps.config.publicUrl}/balance?tab=credits\n\n${deps.config.productName}`,
          }),
        );
        mails.push(
          await deps.mailer.queue(tx, {
            to: deps.config.money.financeEmail,
            subject: `Crédito ${id} de ${company.name} vencido`,
            text: `${company.name} (${company.uniqueId}): ${TEXT.es(id, due)}`,
          }),
        );
      }
    });
    for (const mail of mails) mail.deliver();
  }

  async function sweep() {
    for (;;) {
      const rows = await repo.selectExpiring(deps.db, deps.clock.now(), 100);
      for (const row of rows) await expireOne(row);
      if (rows.length < 100) break;
    }
  }

  const task: LeaderTask & { sweepNow(): Promise<void> } = createLeaderSweep({
    clock: deps.clock,
    everyMs: CREDIT_EXPIRY_SWEEP_MS,
    log,
    name: 'credit expiry',
    sweep,
  });
  return task;
}
