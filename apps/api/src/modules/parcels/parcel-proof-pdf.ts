import {
  PDFDocument,
  PageSizes,
  StandardFonts,
  rgb,
  type Color,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { ProofField, ProofModel } from './parcel-proof.ts';

// Draws a proof of delivery (parcel-proof.ts) with pdf-lib: A4 pages, the standard Helvetica
// fonts (nothing to ship or embed; they write Spanish, English and French but not Arabic), one
// column that flows onto a new page when full, each courier photo embedded as it was taken.

export type ProofPhoto = { bytes: Uint8Array; contentType: string };

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 50;
const BOTTOM = MARGIN + 20; // the footer's room
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 130;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X;
const PHOTO_BOX = { width: 240, height: 180 };
const TEXT = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.05, 0.36, 0.65);
const RULE = rgb(0.85, 0.87, 0.9);

type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * A text the font can write: the standard fonts know the WinAnsi characters only (Latin letters
 * with their accents, common signs), and pdf-lib throws on any other. Names and addresses are the
 * users' own: a character outside it (Arabic, an emoji) becomes "?" rather than failing the PDF.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function writable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/** The text cut into lines of at most `width` points, at spaces (a longer word is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** A cursor down the pages: writes at `y` and starts a new page when what comes does not fit. */
class Flow {
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PageSizes.A4);
  }

  /** Room for `height` points, on a new page if this one has not got it. */
  need(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  text(text: string, opts: { size?: number; bold?: boolean; color?: Color } = {}) {
    const { size = 10, bold = false, color = TEXT } = opts;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.35;
    for (const line of wrap(font, size, writable(font, text), CONTENT_WIDTH)) {
      this.need(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN, y: this.y + size * 0.3, size, font, color });
    }
  }

  /** A label and its value side by side; the value wraps in its column. */
  field({ label, value }: ProofField) {
    const size = 10;
    const { regular, bold } = this.fonts;
    const labelLines = wrap(bold, 9, writable(bold, label), LABEL_WIDTH);
    const valueLines = wrap(regular, size, writable(regular, value), VALUE_WIDTH);
    const lineHeight = size * 1.35;
    this.need(Math.max(labelLines.length, valueLines.length) * lineHeight);
    const top = this.y;
    labelLines.forEach((line, i) => {
      const y = top - (i + 1) * lineHeight + size * 0.3;
      this.page.drawText(line, { x: MARGIN, y, size: 9, font: bold, color: MUTED });
    });
    valueLines.forEach((line, i) => {
      const y = top - (i + 1) * lineHeight + size * 0.3;
      this.page.drawText(line, { x: VALUE_X, y, size, font: regular, color: TEXT });
    });
    this.y = top - Math.max(labelLines.length, valueLines.length) * lineHeight;
  }

  /** A line across the page at `y`. */
  private rule(thickness: number) {
    const { y } = this;
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness,
      color: RULE,
    });
  }

  /** A section's title under a thin rule, kept on the page with room for a few lines under it. */
  heading(title: string) {
    this.need(60);
    this.y -= 14;
    this.rule(0.75);
    this.y -= 4;
    this.text(title, { size: 12.5, bold: true });
    this.y -= 2;
  }

  /** A label with an amount against the right margin; the total, bold under a rule. */
  amount({ label, value }: ProofField, total = false) {
    const font = total ? this.fonts.bold : this.fonts.regular;
    const size = 10;
    const shown = writable(font, value);
    const width = font.widthOfTextAtSize(shown, size);
    this.need(size * 1.5 + 6);
    if (total) {
      this.y -= 6;
      this.rule(0.5);
    }
    this.y -= size * 1.5;
    this.page.drawText(writable(font, label), { x: MARGIN, y: this.y, size, font, color: TEXT });
    const x = PAGE_WIDTH - MARGIN - width;
    this.page.drawText(shown, { x, y: this.y, size, font, color: TEXT });
  }

  /** A photo under its label, both on the same page. */
  photo(label: string, image: PDFImage) {
    const { width, height } = image.scaleToFit(PHOTO_BOX.width, PHOTO_BOX.height);
    this.need(height + 24);
    this.field({ label, value: '' });
    this.y -= height + 4;
    this.page.drawImage(image, { x: VALUE_X, y: this.y, width, height });
    this.y -= 4;
  }
}

/** The photo embedded, or null when it cannot be (WebP, which PDF has no filter for; a broken file). */
async function embedPhoto(doc: PDFDocument, photo: ProofPhoto | undefined) {
  if (!photo) return null;
  try {
    if (photo.contentType === 'image/png') return await doc.embedPng(photo.bytes);
    if (photo.contentType === 'image/jpeg') return await doc.embedJpg(photo.bytes);
  } catch {
    // a file that is not the image its type says: the document is still worth having
  }
  return null;
}

/** The PDF's bytes. */
export async function renderProofPdf(
  model: ProofModel,
  photos: ReadonlyMap<string, ProofPhoto>,
  meta: { now: Date; producer: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${model.title} ${model.uniqueId}`, { showInWindowTitleBar: true });
  doc.setLanguage(model.lang);
  doc.setProducer(meta.producer);
  doc.setCreator(meta.producer);
  doc.setCreationDate(meta.now);
  doc.setModificationDate(meta.now);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = new Flow(doc, fonts);

  flow.text(model.title, { size: 20, bold: true });
  flow.text(model.uniqueId, { size: 14, bold: true, color: ACCENT });
  if (model.note) flow.text(model.note, { size: 9 });
  flow.y -= 6;
  for (const field of model.summary) flow.field(field);

  for (const stop of model.stops) {
    flow.heading(stop.title);
    for (const field of stop.fields) flow.field(field);
    if (!stop.photo) continue;
    const { label, uploadId, none, notShown } = stop.photo;
    const image = uploadId ? await embedPhoto(doc, photos.get(uploadId)) : null;
    if (image) flow.photo(label, image);
    else flow.field({ label, value: uploadId ? notShown : none });
  }

  flow.heading(model.charge.title);
  for (const line of model.charge.lines) flow.amount(line);
  if (model.charge.total) flow.amount(model.charge.total, true);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = writable(fonts.regular, model.footer(i + 1, pages.length));
    page.drawText(footer, {
      x: MARGIN,
      y: MARGIN - 18,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return doc.save();
}
