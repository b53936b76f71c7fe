import path from 'node:path';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { formatSom } from '@fikr/shared/format';
import type { Lang } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { branches, businesses } from '../db/schema';
import { notFound } from '../lib/app-error';
import { text } from '../lib/messages';
import { findOwnForm } from './forms';
import { readUpload } from './logo-store';
import { markStep } from './onboarding-steps';

/** DejaVu Sans: Latin with Uzbek's letters and Cyrillic (pdfkit's standard fonts have no Cyrillic). */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  });

const A4: [number, number] = [595.28, 841.89];
const A6: [number, number] = [297.64, 419.53];

interface TentContent {
  name: string;
  logo: Buffer | null;
  reward: string;
  scan: string;
  orOpen: string;
  link: string;
  qr: ReturnType<typeof qrcode>;
}

/** The QR code as filled squares: crisp at any print size, from the same matrix the link was encoded in. */
function drawQr(doc: PDFKit.PDFDocument, qr: TentContent['qr'], x: number, y: number, size: number): void {
  const count = qr.getModuleCount();
  const quiet = 4; // the quiet zone a scanner needs, in modules
  const cell = size / (count + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/** One face of the tent (or the till card): logo, name, reward line, QR, link; `w`×`h` from (x, y), upright. */
function drawPanel(doc: PDFKit.PDFDocument, c: TentContent, x: number, y: number, w: number, h: number): void {
  const unit = w / 595.28; // the A4 face's sizes, scaled for the A6 card
  const pad = 28 * unit;
  let top = y + pad;
  if (c.logo) {
    const logo = 54 * unit;
    doc.image(c.logo, x + (w - logo) / 2, top, { fit: [logo, logo], align: 'center', valign: 'center' });
    top += logo + 8 * unit;
  }
  const width = w - pad * 2;
  doc
    .font('bold')
    .fontSize(22 * unit)
    .fillColor('#111111');
  doc.text(c.name, x + pad, top, { width, align: 'center', height: 30 * unit, ellipsis: true, lineBreak: false });
  top += 34 * unit;
  doc
    .font('bold')
    .fontSize(17 * unit)
    .fillColor('#1668dc');
  doc.text(c.reward, x + pad, top, { width, align: 'center', lineBreak: false });
  top += 28 * unit;
  const size = Math.min(h - (top - y) - 64 * unit, 230 * unit);
  drawQr(doc, c.qr, x + (w - size) / 2, top, size);
  top += size + 6 * unit;
  doc
    .font('regular')
    .fontSize(10 * unit)
    .fillColor('#444444');
  doc.text(`${c.scan} ${c.orOpen}`, x + pad, top, { width, align: 'center', lineBreak: false });
  top += 15 * unit;
  doc
    .font('bold')
    .fontSize(12 * unit)
    .fillColor('#111111');
  doc.text(c.link, x + pad, top, { width, align: 'center', lineBreak: false });
}

/**
 * Page 1: A4 folding into an A5 tent — two faces, the top one upside down so both read upright once folded along
 * the dashed line. Page 2: an A6 card for the till.
 */
export function tableTentPdf(content: TentContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: A4, margin: 0, info: { Title: content.name, Creator: 'Fikr' } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const [w, h] = A4;
  doc.save();
  doc.rotate(180, { origin: [w / 2, h / 4] });
  drawPanel(doc, content, 0, 0, w, h / 2);
  doc.restore();
  drawPanel(doc, content, 0, h / 2, w, h / 2);
  doc
    .moveTo(24, h / 2)
    .lineTo(w - 24, h / 2)
    .dash(6, { space: 6 })
    .lineWidth(0.5)
    .stroke('#999999')
    .undash();
  doc.addPage({ size: A6, margin: 0 });
  drawPanel(doc, content, 0, 0, A6[0], A6[1]);
  doc.end();
  return done;
}

/** The business's logo when it is a PNG or a JPEG (the two kinds a PDF embeds); a WebP logo is left out. */
async function logoBytes(db: Db, logo: string | null): Promise<Buffer | null> {
  if (!logo?.startsWith('/uploads/')) return null;
  const file = await readUpload(db, logo.slice('/uploads/'.length));
  if (!file || !['image/png', 'image/jpeg'].includes(file.contentType)) return null;
  return Buffer.from(file.content);
}

export interface TableTentOptions {
  lang: Lang;
  branch?: string;
  coin?: number;
  formOrigin: string;
}

/**
 * GET /forms/{id}/table-tent.pdf: the printable tent of a form of the business (a branch's link with ?b=). Taking
 * it is the "share" first step.
 */
export async function formTableTent(
  db: Db,
  businessId: string,
  formId: string,
  options: TableTentOptions,
): Promise<{ pdf: Buffer; fileName: string }> {
  const form = await findOwnForm(db, businessId, formId);
  let link = `${options.formOrigin}/form/${encodeURIComponent(form.shareCode)}`;
  if (options.branch) {
    const code = options.branch.toLowerCase();
    const [branch] = await db
      .select({ code: branches.code })
      .from(branches)
      .where(and(eq(branches.businessId, businessId), eq(branches.code, code)));
    if (!branch) throw notFound('validation.branchNotFound');
    link += `?b=${encodeURIComponent(branch.code)}`;
  }
  const [business] = await db
    .select({ name: businesses.name, logo: businesses.logo })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const qr = qrcode(0, 'M');
  qr.addData(link);
  qr.make();
  const { lang, coin } = options;
  const pdf = await tableTentPdf({
    name: business.name,
    logo: await logoBytes(db, business.logo),
    reward: coin ? text('api.tentRewardCoin', { coin: formatSom(coin) }, lang) : text('api.tentNoReward', {}, lang),
    scan: text('api.tentScan', {}, lang),
    orOpen: text('api.tentOrOpen', {}, lang),
    link: link.replace(/^https?:\/\//, ''),
    qr,
  });
  await markStep(db, businessId, 'share');
  return { pdf, fileName: `table-tent-${form.shareCode.slice(0, 8)}.pdf` };
}
