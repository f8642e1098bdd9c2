import type { z } from 'zod';
import type { FiscalData, OnboardingResponse, onboardingBodySchema } from '@trayecto/contracts';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { getMe, type Viewer } from '../corporate/corporate.service.ts';
import { findUploadById } from '../uploads/uploads.repository.ts';
import { logoUrlOf } from '../uploads/uploads.service.ts';
import * as repo from './onboarding.repository.ts';

type OnboardingInput = z.output<typeof onboardingBodySchema>;

const toFiscalData = (row: repo.FiscalRow): FiscalData => ({
  fiscal_name: row.fiscalName,
  tax_id: row.taxId,
  fiscal_address: row.fiscalAddress,
  invoice_emails: row.invoiceEmails ?? [],
  logo_url: row.imageUrl,
  onboarded_at: row.onboardedAt?.toISOString() ?? null,
});

/** What the audit row keeps of the data, before and after. */
const audited = (row: Omit<repo.FiscalRow, 'onboardedAt'>) => ({
  fiscal_name: row.fiscalName,
  tax_id: row.taxId,
  fiscal_address: row.fiscalAddress,
  invoice_emails: row.invoiceEmails,
  image_url: row.imageUrl,
});

/** GET /onboarding: the company's fiscal data as stored (the form's values, the profile's card). */
export async function getFiscalData(deps: AppDeps, corporateId: string): Promise<FiscalData> {
  const row = await repo.findFiscalData(deps.db, corporateId);
  if (!row) throw new AppError(401, 'invalid_token');
  return toFiscalData(row);
}

/**
 * PUT /onboarding: stores the fiscal data the invoices carry and, the first time, marks the
 * company onboarded (GET /me's needs_onboarding turns false: the row's change notification drops
 * its cached /me). The logo is an upload of the company's made with POST /logos; its image_url
 * becomes the public logo address. Audited 'onboarding_completed' the first time,
 * 'fiscal_data_updated' after, with before and after; the row is locked so that two first
 * sendings cannot both count as the first.
 */
export async function saveOnboarding(
  deps: AppDeps,
  corporateId: string,
  body: OnboardingInput,
  actor: Actor,
  viewer: Viewer,
): Promise<OnboardingResponse> {
  const now = deps.clock.now();
  await runTransaction(deps.db, async (tx) => {
    let imageUrl: string | null | undefined;
    if (body.logo_upload_id === null) imageUrl = null;
    else if (body.logo_upload_id !== undefined) {
      // another company's upload, or one that is not a logo: not found, nothing stored
      const upload = isUuid(body.logo_upload_id)
        ? await findUploadById(tx, corporateId, body.logo_upload_id)
        : null;
      if (!upload || upload.purpose !== 'logo') throw notFound();
      imageUrl = logoUrlOf(upload.id);
    }
    const before = await repo.findFiscalData(tx, corporateId, { forUpdate: true });
    if (!before) throw new AppError(401, 'invalid_token');
    const first = before.onboardedAt === null;
    const changes: repo.FiscalChanges = {
      fiscalName: body.fiscal_name,
      taxId: body.tax_id,
      fiscalAddress: body.fiscal_address,
      invoiceEmails: body.invoice_emails,
      ...(imageUrl !== undefined ? { imageUrl } : {}),
      ...(first ? { onboardedAt: now } : {}),
    };
    await repo.updateFiscalData(tx, corporateId, changes, now);
    await recordAudit(tx, {
      actor,
      action: first ? 'onboarding_completed' : 'fiscal_data_updated',
      entity: 'corporate',
      entityId: corporateId,
      before: audited(before),
      after: audited({ ...before, ...changes }),
    });
  });
  const [data, me] = await Promise.all([
    getFiscalData(deps, corporateId),
    // no cache: this instance may not have heard of its own commit yet
    getMe(deps, corporateId, viewer),
  ]);
  return { success: true, data, me };
}
