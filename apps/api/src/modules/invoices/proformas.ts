import {
  IGTF_RATE_BP,
  IVA_RATE_BP,
  formatBs,
  formatUsd,
  fromCents,
  invoiceFigures,
  splitPayment,
  toBolivares,
  toCents,
  zelleTotalFor,
  type Proforma,
  DEFAULT_TIMEZONE,
} from '@trayecto/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { proformas } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor, isUuid, keysetPage } from '../../lib/keyset.ts';
import { MUTED, finishPdf, startPdf } from '../../lib/pdf-flow.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { corporateContact } from '../topups/topups.repository.ts';
import { listRates } from '../wallet/wallet.repository.ts';
import { pickRate } from '../wallet/wallet.service.ts';
import { beforeTimeId } from '../../lib/keyset-sql.ts';
import { buyerOfCompany } from './invoices.service.ts';

// Proformas (issue 11 part 3): what a company asks for before paying, to get it approved inside
// the company: the amount split in base and IVA as the invoice will carry it, in $ and in Bs at
// today's rate, and what to send by Zelle for the same value (IGTF on top). Not a tax document.

type ProformaRow = typeof proformas.$inferSelect;
type Party = { name: string; tax_id: string; address: string };

export const proformaNumber = (seq: number) => `PRO-${String(seq).padStart(6, '0')}`;

export function proformaView(row: ProformaRow): Proforma {
  const rate = Number(row.rate);
  const both = (cents: number) => ({
    usd: fromCents(cents),
    ves: toBolivares(fromCents(cents), rate),
  });
  const split = splitPayment(row.amountCents, false);
  // in Bs from the amount in Bs, split as an invoice splits it (contracts invoiceFigures)
  const figures = invoiceFigures({
    ...split,
    rate,
    paid: { currency: 'USD', amountCents: row.amountCents },
  });
  const zelleTotal = zelleTotalFor(row.amountCents);
  return {
    _id: row.id,
    number: proformaNumber(row.seq),
    concept: row.concept,
    issued_at: row.createdAt.toISOString(),
    buyer: row.buyer as Party,
    base: figures.base,
    iva: figures.iva,
    rounding: figures.rounding,
    total: figures.total,
    zelle: { igtf: both(zelleTotal - row.amountCents), total: both(zelleTotal) },
    exchange_rate: rate,
  };
}

export async function createProforma(
  deps: AppDeps,
  corporateId: string,
  body: { amount: number; concept: string },
  actor: Actor,
) {
  const now = deps.clock.now();
  const rate = pickRate(await listRates(deps.db), now);
  if (!rate) throw new AppError(422, 'rate_missing');
  const company = await corporateContact(deps.db, corporateId);
  if (!company) throw notFound();
  const row = await runTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(proformas)
      .values({
        corporateId,
        amountCents: toCents(body.amount),
        concept: body.concept,
        rate: String(rate.rate),
        buyer: buyerOfCompany(company),
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'proforma_created',
      entity: 'proforma',
      entityId: created!.id,
      after: { number: proformaNumber(created!.seq), amount: body.amount },
    });
    return created!;
  });
  return { success: true as const, data: proformaView(row) };
}

export async function listProformas(
  deps: AppDeps,
  corporateId: string,
  q: { cursor?: string | undefined; limit: number },
) {
  const after = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
  const rows = await deps.db
    .select()
    .from(proformas)
    .where(
      and(
        eq(proformas.corporateId, corporateId),
        beforeTimeId(proformas.createdAt, proformas.id, after),
      ),
    )
    .orderBy(desc(proformas.createdAt), desc(proformas.id))
    .limit(q.limit + 1);
  const { page, next } = keysetPage(rows, q.limit, (r) =>
    encodeTimeIdCursor({ at: r.createdAt, id: r.id }),
  );
  return { success: true as const, data: { proformas: page.map(proformaView), next_cursor: next } };
}

export async function getProforma(deps: AppDeps, corporateId: string, id: string) {
  const [row] = isUuid(id)
    ? await deps.db
        .select()
        .from(proformas)
        .where(and(eq(proformas.id, id), eq(proformas.corporateId, corporateId)))
        .limit(1)
    : [];
  if (!row) throw notFound();
  return proformaView(row);
}

const both = (f: { usd: number; ves: number }) => `${formatBs(f.ves)}  (${formatUsd(f.usd)})`;

/** The proforma as a PDF, in Spanish like the invoice it announces. */
export async function renderProformaPdf(
  p: Proforma,
  issuer: { name: string; taxId: string; address: string },
  meta: { now: Date; producer: string },
) {
  const { doc, fonts, flow } = await startPdf({
    title: `Proforma ${p.number}`,
    lang: 'es',
    now: meta.now,
    producer: meta.producer,
  });
  flow.text(issuer.name, { size: 14, bold: true });
  flow.text(`RIF ${issuer.taxId}`, { size: 10 });
  flow.text(issuer.address, { size: 9, color: MUTED });
  flow.y -= 8;
  flow.text('PROFORMA', { size: 20, bold: true });
  flow.text('Documento sin valor fiscal', { size: 9, color: MUTED });
  flow.field({ label: 'N.º', value: p.number });
  flow.field({
    label: 'Fecha',
    value: new Intl.DateTimeFormat('es-VE', { timeZone: DEFAULT_TIMEZONE }).format(
      new Date(p.issued_at),
    ),
  });
  flow.heading('Cliente');
  flow.field({ label: 'Nombre o razón social', value: p.buyer.name });
  flow.field({ label: 'RIF', value: p.buyer.tax_id || '-' });
  flow.field({ label: 'Domicilio fiscal', value: p.buyer.address || '-' });
  flow.heading('Concepto');
  flow.text(p.concept);
  flow.heading('Pago por pago móvil o transferencia en bolívares');
  flow.amount({ label: `Base imponible (alícuota ${IVA_RATE_BP / 100}%)`, value: both(p.base) });
  flow.amount({ label: `IVA ${IVA_RATE_BP / 100}%`, value: both(p.iva) });
  if (p.rounding)
    flow.amount({ label: 'Redondeo de los impuestos al céntimo', value: both(p.rounding) });
  flow.amount({ label: 'Total a pagar', value: both(p.total) }, true);
  flow.heading('Pago por Zelle (divisas fuera del sistema bancario)');
  flow.amount({ label: `IGTF ${IGTF_RATE_BP / 100}%`, value: both(p.zelle.igtf) });
  flow.amount({ label: 'Total a enviar por Zelle', value: both(p.zelle.total) }, true);
  flow.y -= 8;
  flow.text(
    `Montos en bolívares a la tasa BCV del día de emisión (${p.exchange_rate} Bs. por dólar); el pago en bolívares se convierte a la tasa del día en que se haga. Indique el número ${p.number} al registrar la recarga.`,
    { size: 9, color: MUTED },
  );
  return finishPdf(
    doc,
    fonts,
    (page, pages) => `Proforma ${p.number} · Página ${page} de ${pages}`,
  );
}
