import {
  DEFAULT_TIMEZONE,
  MULTISTOP_STOP_STATUS_LABELS,
  ORDER_STOP_STATUS_LABELS,
  PAYER_LABELS,
  SERVICE_TYPE_NAMES,
  TRIP_STATUS_LABELS,
  csvDateTime,
  formatBs,
  formatUsd,
  labelIn,
  type Language,
  type NoteAmount,
  type ServiceNote,
  type ServiceNoteLine,
  type ServiceNoteStop,
  type ServiceNotesKind,
} from '@trayecto/contracts';
import {
  ACCENT,
  MUTED,
  PAGE_HEIGHT,
  MARGIN,
  finishPdf,
  startPdf,
  type Flow,
} from '../../lib/pdf-flow.ts';
import {
  NOTE_ARABIC_NOTE,
  NOTE_LOCALES,
  ORDER_KIND_NAMES,
  noteLanguage,
  noteText,
  type NoteLabel,
  type NoteLanguage,
} from './service-note-labels.ts';
import { monthName } from '@trayecto/contracts/format';

// Draws service notes (service-notes.service.ts) on the shared PDF flow (lib/pdf-flow.ts): one
// note, or a month of them, each from the top of a new page after a cover that sums them up.

type Meta = { now: Date; producer: string };

/** Notes drawn between two turns of the event loop in a bundle. */
const YIELD_EVERY = 20;

/** "$12,50 · Bs. 456,25" (Spanish), or the dollars alone when no rate was recorded. */
const money = (a: NoteAmount, lang: NoteLanguage) =>
  a.ves === null ? formatUsd(a.usd, lang) : `${formatUsd(a.usd, lang)} · ${formatBs(a.ves, lang)}`;

/** A rate as the note writes it: its digits in the language's way, no thousands separator. */
const rateText = (rate: number, lang: NoteLanguage) =>
  rate.toLocaleString(NOTE_LOCALES[lang], { maximumFractionDigits: 6, useGrouping: false });

/** The day a rate applies from: rates are set per Caracas day (console rates.service.ts). */
const rateDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE }).format(new Date(iso));

function stopLabel(note: ServiceNote, stop: ServiceNoteStop, index: number, lang: NoteLanguage) {
  if (note.kind === 'parcel')
    return index === 0 ? noteText('pickup', lang) : noteText('delivery', lang, { number: index });
  if (stop.role === 'origin') return noteText('origin', lang);
  if (stop.role === 'destination') return noteText('destination', lang);
  return noteText('stop', lang, { number: index });
}

/** A stop's status where the order tells its stops one by one (a parcel's, a multistop trip's). */
function stopStatus(note: ServiceNote, stop: ServiceNoteStop, lang: NoteLanguage): string | null {
  if (stop.role === 'origin' || note.kind === 'ride') return null;
  return note.kind === 'parcel'
    ? labelIn(ORDER_STOP_STATUS_LABELS.dropoff, stop.status, lang)
    : labelIn(MULTISTOP_STOP_STATUS_LABELS, stop.status, lang);
}

function lineLabel(note: ServiceNote, l: ServiceNoteLine, lang: NoteLanguage): string {
  const key: NoteLabel = l.kind;
  return noteText(key, lang, {
    code: note.promo?.code ?? '',
    quantity: l.quantity ?? '',
    number: l.stop_number ?? '',
  });
}

/** One note, from where the flow stands. */
function drawNote(flow: Flow, note: ServiceNote, lang: NoteLanguage, arabicNote: boolean) {
  const say = (key: NoteLabel, values = {}) => noteText(key, lang, values);
  const tz = note.time_zone;
  const at = (iso: string | null) => (iso ? csvDateTime(new Date(iso), tz) : '—');

  flow.text(say('title'), { size: 20, bold: true });
  flow.text(note.number, { size: 14, bold: true, color: ACCENT });
  if (arabicNote) flow.text(NOTE_ARABIC_NOTE, { size: 9 });
  flow.y -= 6;
  flow.field({ label: say('company'), value: note.company.name });
  flow.field({ label: say('taxId'), value: note.company.tax_id ?? '—' });
  if (note.company.address)
    flow.field({ label: say('fiscalAddress'), value: note.company.address });

  flow.heading(say('service'));
  flow.field({
    label: say('order'),
    value: `${ORDER_KIND_NAMES[note.kind][lang]} ${note.unique_id}`,
  });
  flow.field({ label: say('status'), value: labelIn(TRIP_STATUS_LABELS, note.status, lang) });
  flow.field({ label: say('serviceType'), value: SERVICE_TYPE_NAMES[note.service_type_id][lang] });
  const personType =
    note.person.type === 'payroll'
      ? say('payroll')
      : note.person.role === 'sender'
        ? say('companyContact')
        : say('guest');
  flow.field({
    label: note.person.role === 'sender' ? say('sender') : say('passenger'),
    value: `${note.person.name} (${personType})`,
  });
  flow.field({
    label: say('requestedBy'),
    value:
      note.requested_by.type === 'assist'
        ? say('assist', { name: note.requested_by.name })
        : note.requested_by.name,
  });
  flow.field({ label: say('requestedAt'), value: at(note.requested_at) });
  if (note.scheduled_at) flow.field({ label: say('scheduledAt'), value: at(note.scheduled_at) });
  flow.field({ label: say('startedAt'), value: at(note.started_at) });
  flow.field({ label: say('completedAt'), value: at(note.completed_at) });
  flow.field({ label: say('timeZone'), value: tz });
  flow.field({
    label: say('distance'),
    value: `${note.distance_km.toLocaleString(NOTE_LOCALES[lang], { useGrouping: false })} km · ${note.duration_min} min`,
  });

  flow.heading(say('route'));
  note.route.forEach((stop, i) => {
    const status = stopStatus(note, stop, lang);
    const parts = [stop.name ? `${stop.name} · ${stop.address}` : stop.address];
    if (status) parts.push(stop.at ? `${status} ${at(stop.at)}` : status);
    flow.field({ label: stopLabel(note, stop, i, lang), value: parts.join(' — ') });
  });

  flow.heading(say('charge'));
  for (const l of note.lines)
    flow.amount({ label: lineLabel(note, l, lang), value: money(l.amount, lang) });
  flow.amount({ label: say('total'), value: money(note.total, lang) }, true);
  flow.y -= 8;
  flow.field({
    label: say('payer'),
    value: `${PAYER_LABELS[note.payer.type][lang]} · ${note.payer.name}`,
  });
  flow.field({
    label: say('rate'),
    value: note.exchange_rate
      ? say('rateValue', {
          rate: rateText(note.exchange_rate.rate, lang),
          date: rateDay(note.exchange_rate.effective_at),
        })
      : say('noRate'),
  });
  flow.y -= 4;
  flow.text(say('amountsNote'), { size: 8.5, color: MUTED });
}

const generatedText = (lang: NoteLanguage, now: Date, tz: string) =>
  noteText('generatedAt', lang, { time: `${csvDateTime(now, tz)} (${tz})` });

/** One note's PDF, in the caller's language (Spanish for an Arabic reader). */
export async function renderNotePdf(
  note: ServiceNote,
  requested: Language,
  meta: Meta,
): Promise<Uint8Array> {
  const lang = noteLanguage(requested);
  const { doc, fonts, flow } = await startPdf({
    title: `${noteText('title', lang)} ${note.number}`,
    lang,
    now: meta.now,
    producer: meta.producer,
  });
  drawNote(flow, note, lang, requested === 'ar');
  const generated = generatedText(lang, meta.now, note.time_zone);
  return finishPdf(
    doc,
    fonts,
    (page, pages) => `${note.number} · ${generated} · ${noteText('page', lang, { page, pages })}`,
  );
}

/** What the bundle's cover says besides the sums of its notes. */
export type BundleSummary = {
  month: string;
  kind: ServiceNotesKind | null;
  timeZone: string;
  /** the month's first instant and the next month's, in the company's time zone */
  from: Date;
  to: Date;
  company: { name: string; taxId: string | null };
};

/**
 * A month of notes in one PDF: each note from the top of a new page, and a first page, drawn
 * once every note is in, with how many there are and what they charged in dollars and in
 * bolívares (each note at the rate of its own day). The notes come one at a time (the service
 * reads them in batches): only the document grows.
 */
export async function renderBundlePdf(
  notes: AsyncIterable<ServiceNote>,
  summary: BundleSummary,
  requested: Language,
  meta: Meta,
): Promise<{ bytes: Uint8Array; count: number }> {
  const lang = noteLanguage(requested);
  const say = (key: NoteLabel, values = {}) => noteText(key, lang, values);
  const month = monthName(summary.month, NOTE_LOCALES[lang]);
  const { doc, fonts, flow } = await startPdf({
    title: say('bundleTitle', { month }),
    lang,
    now: meta.now,
    producer: meta.producer,
  });
  const cover = flow.page;
  let count = 0;
  let trips = 0;
  let usdCents = 0;
  let vesCents = 0;
  let withoutRate = 0;
  for await (const note of notes) {
    flow.need(PAGE_HEIGHT); // a new page: nothing fits a whole page's height
    drawNote(flow, note, lang, false);
    count += 1;
    if (note.kind !== 'parcel') trips += 1;
    usdCents += Math.round(note.total.usd * 100);
    if (note.total.ves === null) withoutRate += 1;
    else vesCents += Math.round(note.total.ves * 100);
    // drawing is synchronous (a few ms a note): let other requests run now and then
    if (count % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  // the cover, on the first page left blank for it
  flow.page = cover;
  flow.y = PAGE_HEIGHT - MARGIN;
  flow.text(say('bundleTitle', { month }), { size: 20, bold: true });
  if (requested === 'ar') flow.text(NOTE_ARABIC_NOTE, { size: 9 });
  flow.y -= 6;
  flow.field({ label: say('company'), value: summary.company.name });
  flow.field({ label: say('taxId'), value: summary.company.taxId ?? '—' });
  flow.y -= 4;
  const last = new Date(summary.to.getTime() - 60_000);
  flow.text(
    say('bundlePeriod', {
      from: csvDateTime(summary.from, summary.timeZone).slice(0, 10),
      to: csvDateTime(last, summary.timeZone).slice(0, 10),
      tz: summary.timeZone,
    }),
    { size: 9, color: MUTED },
  );
  flow.heading(say('notes'));
  flow.field({
    label: say('includes'),
    value:
      summary.kind === 'trips'
        ? say('includesTrips')
        : summary.kind === 'parcels'
          ? say('includesParcels')
          : say('includesAll'),
  });
  flow.amount({ label: say('notes'), value: count.toLocaleString(NOTE_LOCALES[lang]) });
  if (summary.kind !== 'parcels')
    flow.amount({ label: say('trips'), value: trips.toLocaleString(NOTE_LOCALES[lang]) });
  if (summary.kind !== 'trips')
    flow.amount({
      label: say('parcels'),
      value: (count - trips).toLocaleString(NOTE_LOCALES[lang]),
    });
  flow.amount({ label: say('totalUsd'), value: formatUsd(usdCents / 100, lang) }, true);
  flow.amount({ label: say('totalVes'), value: formatBs(vesCents / 100, lang) }, true);
  flow.y -= 6;
  flow.text(withoutRate > 0 ? say('totalVesNote', { missing: withoutRate }) : say('totalVesEach'), {
    size: 8.5,
    color: MUTED,
  });

  const generated = generatedText(lang, meta.now, summary.timeZone);
  const footer = say('bundleFooter', { month: summary.month });
  const bytes = await finishPdf(
    doc,
    fonts,
    (page, pages) => `${footer} · ${generated} · ${say('page', { page, pages })}`,
  );
  return { bytes, count };
}
