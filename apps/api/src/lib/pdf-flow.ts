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

// The documents the API draws with pdf-lib (a parcel's proof of delivery, an invoice, a service
// note): A4 pages, the standard Helvetica fonts (nothing to ship or embed; they write Spanish,
// English and French but not Arabic), one column that flows onto a new page when full.

/** A label and its value, as the documents list them. */
export type PdfField = { label: string; value: string };

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 50;
const BOTTOM = MARGIN + 20; // the footer's room
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 130;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X;
const PHOTO_BOX = { width: 240, height: 180 };
export const TEXT = rgb(0.13, 0.16, 0.2);
export const MUTED = rgb(0.42, 0.45, 0.5);
export const ACCENT = rgb(0.05, 0.36, 0.65);
export const RULE = rgb(0.85, 0.87, 0.9);

export type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * A text the font can write: the standard fonts know the WinAnsi characters only (Latin letters
 * with their accents, common signs), and pdf-lib throws on any other. Names and addresses are the
 * users' own: a character outside it (Arabic, an emoji) becomes "?" rather than failing the PDF.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();
export function writable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/** The text cut into lines of at most `width` points, at spaces (a longer word is cut). */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
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
export class Flow {
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
  field({ label, value }: PdfField) {
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
  rule(thickness: number) {
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
  amount({ label, value }: PdfField, total = false) {
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

/** A new document with its metadata and the two fonts, and a flow on its first page. */
export async function startPdf(meta: {
  title: string;
  lang: string;
  now: Date;
  producer: string;
}): Promise<{ doc: PDFDocument; fonts: Fonts; flow: Flow }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setLanguage(meta.lang);
  doc.setProducer(meta.producer);
  doc.setCreator(meta.producer);
  doc.setCreationDate(meta.now);
  doc.setModificationDate(meta.now);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts, flow: new Flow(doc, fonts) };
}

/** Writes `footer(page, pages)` at the foot of every page and answers the document's bytes. */
export function finishPdf(
  doc: PDFDocument,
  fonts: Fonts,
  footer: (page: number, pages: number) => string,
): Promise<Uint8Array> {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(writable(fonts.regular, footer(i + 1, pages.length)), {
      x: MARGIN,
      y: MARGIN - 18,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return doc.save();
}
