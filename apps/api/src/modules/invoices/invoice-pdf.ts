import {
  TOPUP_METHOD_LABELS,
  formatBs,
  formatRate,
  formatUsd,
  type Invoice,
  DEFAULT_TIMEZONE,
} from '@trayecto/contracts';
import { ACCENT, MUTED, finishPdf, startPdf } from '../../lib/pdf-flow.ts';

// An invoice as a PDF (issue 11 part 3): a Venezuelan invoice is in Spanish, whatever the
// panel's language, and carries every figure in bolívares at the rate used and in dollars.

const both = (f: { usd: number; ves: number }) => `${formatBs(f.ves)}  (${formatUsd(f.usd)})`;

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('es-VE', {
    timeZone: DEFAULT_TIMEZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

export async function renderInvoicePdf(
  invoice: Invoice,
  meta: { now: Date; producer: string },
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await startPdf({
    title: `Factura ${invoice.number}`,
    lang: 'es',
    now: meta.now,
    producer: meta.producer,
  });
  flow.text(invoice.issuer.name, { size: 14, bold: true });
  flow.text(`RIF ${invoice.issuer.tax_id}`, { size: 10 });
  flow.text(invoice.issuer.address, { size: 9, color: MUTED });
  flow.y -= 8;
  flow.text('FACTURA', { size: 20, bold: true, color: ACCENT });
  flow.field({ label: 'Factura N.º', value: invoice.number });
  flow.field({ label: 'N.º de control', value: invoice.control_number });
  flow.field({ label: 'Fecha de emisión', value: dateOf(invoice.issued_at) });

  flow.heading('Cliente');
  flow.field({ label: 'Nombre o razón social', value: invoice.buyer.name });
  flow.field({ label: 'RIF', value: invoice.buyer.tax_id || '-' });
  flow.field({ label: 'Domicilio fiscal', value: invoice.buyer.address || '-' });

  flow.heading('Detalle');
  for (const line of invoice.lines) {
    flow.field({ label: `${line.quantity} x`, value: line.description });
    flow.amount({ label: 'Precio unitario', value: both(line.unit) });
  }

  flow.heading('Totales');
  for (const t of invoice.taxable) {
    flow.amount({ label: `Base imponible (alícuota ${t.rate_percent}%)`, value: both(t.base) });
    flow.amount({ label: `IVA ${t.rate_percent}%`, value: both(t.tax) });
  }
  if (invoice.igtf) flow.amount({ label: 'IGTF 3% (pago en divisas)', value: both(invoice.igtf) });
  if (invoice.rounding)
    flow.amount({ label: 'Redondeo de los impuestos al céntimo', value: both(invoice.rounding) });
  flow.amount({ label: 'Total a pagar', value: both(invoice.total) }, true);
  flow.y -= 8;
  flow.text(`Tasa de cambio BCV usada: ${formatRate(invoice.exchange_rate)} por dólar.`, {
    size: 9,
    color: MUTED,
  });

  flow.heading('Pago');
  flow.field({
    label: 'Método',
    value: TOPUP_METHOD_LABELS[invoice.payment.method as 'zelle']?.es ?? invoice.payment.method,
  });
  flow.field({ label: 'Referencia', value: invoice.payment.reference });
  flow.field({ label: 'Fecha de pago', value: invoice.payment.payment_date });
  flow.field({
    label: 'Monto pagado',
    value:
      invoice.payment.currency === 'VES'
        ? formatBs(invoice.payment.amount)
        : formatUsd(invoice.payment.amount),
  });
  flow.field({ label: 'Recarga', value: invoice.topup_unique_id });

  return finishPdf(
    doc,
    fonts,
    (page, pages) =>
      `Factura ${invoice.number} · Control ${invoice.control_number} · Página ${page} de ${pages}`,
  );
}

export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) =>
  `factura-${invoice.number}.pdf`;
