// Printable PDFs of parcels, drawn with pdf-lib: a packing slip per parcel (Letter in the US, A4 elsewhere) and a
// 4×6 in address label per parcel, each on its own page. Text the standard fonts cannot draw becomes "?".
import type { DispatchParcel } from '@sannidhi/domain/contracts/staff-dispatch';
import { parcelAddressLines, SHIPPING_OPTION_LABELS } from '@sannidhi/domain/dispatch';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const POINTS_PER_INCH = 72;
const LABEL_SIZE: [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];
const LETTER: [number, number] = [8.5 * POINTS_PER_INCH, 11 * POINTS_PER_INCH];
const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.17, 0.11, 0.08);

export interface PdfCenter {
  name: string;
  countryCode: string;
}

class Writer {
  private y: number;
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly margin: number,
  ) {
    this.y = page.getHeight() - margin;
  }

  private safe(font: PDFFont, text: string): string {
    const drawable = new Set(font.getCharacterSet());
    return [...text.replace(/\s+/g, ' ')].map((c) => (drawable.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  /** Draws the text, wrapped to the page's width, and moves down. */
  line(text: string, size: number, bold = false): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const width = this.page.getWidth() - 2 * this.margin;
    const words = this.safe(font, text).split(' ');
    let current = '';
    const flush = () => {
      this.y -= size * 1.25;
      this.page.drawText(current, { x: this.margin, y: this.y, size, font, color: INK });
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.y -= 6;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.page.getWidth() - this.margin, y: this.y },
      thickness: 1,
      color: INK,
    });
    this.y -= 6;
  }
}

async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Sannidhi');
  doc.setCreator('Sannidhi');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

const monthOf = (p: DispatchParcel) =>
  p.subscriptionMonth ? `Subscription month ${p.subscriptionMonth.month} of ${p.subscriptionMonth.of}` : '';

/** One packing slip per parcel: what goes in the box and where it goes. */
export async function packingSlipsPdf(
  parcels: readonly DispatchParcel[],
  center: PdfCenter,
): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`Packing slips, ${center.name}`);
  const size = center.countryCode.toUpperCase() === 'US' ? LETTER : A4;
  for (const p of parcels) {
    const w = new Writer(doc.addPage(size), fonts, 48);
    w.line(center.name, 16, true);
    w.line('Prasadam packing slip', 12);
    w.rule();
    w.line(`Booking reference ${p.reference}`, 14, true);
    w.line(`${p.ritual}, ${p.ritualDate} ${p.ritualTime}`, 12);
    const month = monthOf(p);
    if (month) w.line(month, 12);
    w.gap(8);
    w.line('In the parcel', 12, true);
    for (const o of p.options) w.line(`Prasadam of ${p.ritual}: ${o}`, 11);
    w.gap(8);
    w.line('Ship to', 12, true);
    for (const l of parcelAddressLines(p)) w.line(l, 12);
    w.gap(8);
    w.line(`Shipping: ${SHIPPING_OPTION_LABELS[p.shippingOption] ?? p.shippingOption}`, 11);
    if (p.carrier && p.trackingId) w.line(`Tracking: ${p.carrier} ${p.trackingId}`, 11);
    w.rule();
    w.line('Packed by: ____________________   Date: ____________', 11);
  }
  return doc.save();
}

/** One 4×6 in address label per parcel. */
export async function addressLabelsPdf(
  parcels: readonly DispatchParcel[],
  center: PdfCenter,
): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`Address labels, ${center.name}`);
  for (const p of parcels) {
    const w = new Writer(doc.addPage(LABEL_SIZE), fonts, 18);
    w.line('From', 8, true);
    w.line(center.name, 10);
    w.rule();
    w.line('Ship to', 9, true);
    w.gap(4);
    for (const l of parcelAddressLines(p)) w.line(l, 14, l === parcelAddressLines(p)[0]);
    w.rule();
    w.line(SHIPPING_OPTION_LABELS[p.shippingOption] ?? p.shippingOption, 10, true);
    w.line(`Ref ${p.reference}`, 10);
    const month = monthOf(p);
    if (month) w.line(month, 9);
    if (p.carrier && p.trackingId) w.line(`${p.carrier} ${p.trackingId}`, 10);
  }
  return doc.save();
}
