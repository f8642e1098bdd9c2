import type { z } from 'zod';
import type { createLeadBodySchema, Language } from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Captcha } from './captcha.ts';
import { leadAcknowledgementEmail, salesLeadEmail, type LeadMailFacts } from './lead-mail.ts';
import * as repo from './leads.repository.ts';

export type CreateLeadInput = z.output<typeof createLeadBodySchema>;

/** Spent captchas are swept at most this often per instance (in a lead's transaction). */
const CAPTCHA_SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<AppDeps, number>();

/**
 * POST /api/public/leads: the captcha must verify and not have been spent; then, in one
 * transaction, the solution is spent, the lead stored (status new) and audited, and the sales
 * inbox and the prospect e-mailed (queued in the outbox, delivered after the commit).
 */
export async function createLead(
  deps: AppDeps,
  captcha: Captcha,
  input: CreateLeadInput,
  client: { ip: string; lang: Language },
): Promise<{ id: string }> {
  const proof = await captcha.verify(input.captcha, client.ip);
  if (!proof) throw new AppError(400, 'captcha_failed');
  const now = deps.clock.now();
  const sweep = now.getTime() - (lastSweep.get(deps) ?? 0) >= CAPTCHA_SWEEP_EVERY_MS;

  const { lead, mails } = await runTransaction(deps.db, async (tx) => {
    if (!(await repo.spendCaptcha(tx, proof))) throw new AppError(400, 'captcha_failed');
    if (sweep) await repo.deleteExpiredCaptchas(tx, now);
    const lead = await repo.insertLead(tx, {
      name: input.name,
      company: input.company,
      taxId: input.tax_id,
      email: input.email,
      phone: input.phone,
      city: input.city,
      companySize: input.company_size,
      industry: input.industry,
      leadSource: input.lead_source,
      message: input.message,
      status: 'new',
      lang: client.lang,
      ip: client.ip,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor: { corporateId: null, adminId: null, ip: client.ip },
      corporateId: null,
      action: 'lead_created',
      entity: 'lead',
      entityId: lead.id,
      after: {
        name: lead.name,
        company: lead.company,
        tax_id: lead.taxId,
        email: lead.email,
        phone: lead.phone,
        city: lead.city,
        company_size: lead.companySize,
        industry: lead.industry,
        lead_source: lead.leadSource,
        lang: lead.lang,
      },
    });
    const facts: LeadMailFacts = {
      name: lead.name,
      company: lead.company,
      taxId: lead.taxId,
      email: lead.email,
      phone: lead.phone,
      city: lead.city,
      companySize: lead.companySize,
      industry: lead.industry,
      leadSource: lead.leadSource,
      message: lead.message,
      lang: client.lang,
    };
    const product = deps.config.productName;
    const mails = [
      await deps.mailer.queue(tx, {
        to: deps.config.salesEmail,
        ...salesLeadEmail(facts, product),
      }),
      await deps.mailer.queue(tx, { to: lead.email, ...leadAcknowledgementEmail(facts, product) }),
    ];
    return { lead, mails };
  });
  if (sweep) lastSweep.set(deps, now.getTime());
  for (const mail of mails) mail.deliver();
  return { id: lead.id };
}
