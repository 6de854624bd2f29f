/**
 * An area's market figures as a one-page PDF (US Letter) to send to a client, drawn with PDFKit
 * (https://pdfkit.org/docs/getting_started.html): the headline figures with their change from a
 * year before, the 24 months' median sales price as a vector line, the last 12 months as a table,
 * the definitions and the association's name. docs/decisions/0012-market-report-pdf.md says why
 * PDFKit.
 */
import type { MarketMonth, MarketResponse } from '@hearth/contracts';
import {
  FIGURES_NEEDING_SALES,
  formatAxis,
  formatChange,
  formatFigure,
  HEADLINE_FIGURES,
  monthName,
  yearBefore,
  type FigureKey,
  type PropertyGroup,
} from '@hearth/domain';
import PDFDocument from 'pdfkit';
import { REPORT_TEXT, type ReportLanguage, type ReportText } from './market-pdf-text';

const PAGE = { width: 612, height: 792, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1d4e89';
const RULE = '#cbd2d9';

const HEADLINE = HEADLINE_FIGURES;
/** The table's columns: the headline's figures, month by month. */
const TABLE = HEADLINE_FIGURES;
const NEEDS_SALES = FIGURES_NEEDING_SALES;

export interface MarketPdfInput {
  report: MarketResponse;
  group: PropertyGroup;
  language: ReportLanguage;
  association: string;
  /** When the file is made (the "as of" date). */
  now: Date;
}

type Doc = InstanceType<typeof PDFDocument>;

function cellText(row: MarketMonth, key: FigureKey, locale: string): string {
  // A dash keeps the narrow column; the note under the table says what it means.
  if (NEEDS_SALES.has(key) && !row.enoughSales) return '–';
  return formatFigure(key, row[key], locale);
}

function drawHeadline(
  doc: Doc,
  rows: MarketMonth[],
  last: string,
  top: number,
  locale: string,
  text: ReportText,
) {
  const now = rows.find((row) => row.month === last);
  const before = rows.find((row) => row.month === yearBefore(last));
  const width = CONTENT / 4;
  HEADLINE.forEach((key, index) => {
    const x = PAGE.margin + (index % 4) * width;
    const y = top + Math.floor(index / 4) * 62;
    doc.rect(x + 2, y, width - 4, 56).fillAndStroke('#f5f7fa', RULE);
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text(text.figure[key], x + 8, y + 6, { width: width - 16, lineBreak: false });
    const thin = now ? NEEDS_SALES.has(key) && !now.enoughSales : true;
    const value = now && !thin ? formatFigure(key, now[key], locale) : text.notEnoughSales;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(thin ? 10 : 15);
    doc.text(value, x + 8, y + 19, { width: width - 16, lineBreak: false });
    const change = now && before && !thin ? formatChange(key, now[key], before[key], locale) : null;
    doc.fillColor(MUTED).font('Helvetica').fontSize(7.5);
    doc.text(change ? text.yearChange(change) : thin ? '' : text.noYearChange, x + 8, y + 40, {
      width: width - 16,
      lineBreak: false,
    });
  });
}

/** The median sales price as a polyline over 24 months; months without enough sales break it. */
function drawPriceChart(
  doc: Doc,
  rows: MarketMonth[],
  top: number,
  locale: string,
  text: ReportText,
) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(text.chartTitle, PAGE.margin, top);
  const box = { x: PAGE.margin + 52, y: top + 20, width: CONTENT - 60, height: 130 };
  const points = rows.map((row) => (row.enoughSales ? row.medianSalesPrice : null));
  const values = points.filter((value): value is number => value !== null);
  doc.lineWidth(0.5).strokeColor(RULE);
  if (values.length === 0) {
    doc.rect(box.x, box.y, box.width, box.height).stroke();
    return;
  }
  const low = Math.min(...values) * 0.95;
  const high = Math.max(...values) * 1.05;
  const yOf = (value: number) => box.y + box.height - ((value - low) / (high - low)) * box.height;
  const xOf = (index: number) =>
    box.x + (rows.length <= 1 ? 0 : (index / (rows.length - 1)) * box.width);
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  for (let step = 0; step <= 4; step += 1) {
    const value = low + ((high - low) * step) / 4;
    const y = yOf(value);
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .stroke();
    doc.text(formatAxis('medianSalesPrice', value, locale), PAGE.margin, y - 3, {
      width: 48,
      align: 'right',
      lineBreak: false,
    });
  }
  rows.forEach((row, index) => {
    if (index % 6 !== 0 && index !== rows.length - 1) return;
    doc.text(monthName(row.month, locale, 'short'), xOf(index) - 30, box.y + box.height + 4, {
      width: 60,
      align: 'center',
      lineBreak: false,
    });
  });
  doc.lineWidth(2).strokeColor(ACCENT);
  let drawing = false;
  points.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    if (drawing) doc.lineTo(xOf(index), yOf(value));
    else doc.moveTo(xOf(index), yOf(value));
    drawing = true;
  });
  doc.stroke();
  points.forEach((value, index) => {
    if (value !== null) doc.circle(xOf(index), yOf(value), 1.8).fill(ACCENT);
  });
}

function drawTable(
  doc: Doc,
  rows: MarketMonth[],
  top: number,
  locale: string,
  text: ReportText,
  minimumSales: number,
) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(text.tableTitle, PAGE.margin, top);
  const first = 78;
  const width = (CONTENT - first) / TABLE.length;
  const headerY = top + 18;
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(MUTED);
  doc.text(text.month, PAGE.margin, headerY, { width: first, lineBreak: false });
  TABLE.forEach((key, index) => {
    doc.text(text.short[key], PAGE.margin + first + index * width, headerY, {
      width: width - 4,
      align: 'right',
      lineBreak: false,
    });
  });
  doc.lineWidth(0.5).strokeColor(RULE);
  doc
    .moveTo(PAGE.margin, headerY + 11)
    .lineTo(PAGE.margin + CONTENT, headerY + 11)
    .stroke();
  rows.forEach((row, line) => {
    const y = headerY + 15 + line * 13;
    doc.font('Helvetica').fontSize(8).fillColor(INK);
    doc.text(monthName(row.month, locale, 'short'), PAGE.margin, y, {
      width: first,
      lineBreak: false,
    });
    TABLE.forEach((key, index) => {
      doc.text(cellText(row, key, locale), PAGE.margin + first + index * width, y, {
        width: width - 4,
        align: 'right',
        lineBreak: false,
      });
    });
  });
  if (rows.some((row) => !row.enoughSales)) {
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(text.dashNote(minimumSales), PAGE.margin, headerY + 15 + rows.length * 13 + 2, {
      width: CONTENT,
      lineBreak: false,
    });
  }
}

/** The report as PDF bytes. */
export function marketPdf(input: MarketPdfInput): Promise<Buffer> {
  const { report, group, language, association, now } = input;
  const text = REPORT_TEXT[language];
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const rows = report.months.filter((month) => month.group === group);
  const last = report.lastMonth ?? rows.at(-1)?.month ?? '';
  const title = text.title(report.area.type, report.area.name);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: title, Author: association, Subject: text.chartTitle },
    lang: language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(association, PAGE.margin, PAGE.margin);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, PAGE.margin, 54, { width: CONTENT });
  doc.fillColor(INK).font('Helvetica').fontSize(11);
  doc.text(text.subtitle(last ? monthName(last, locale) : '', text.group[group]), PAGE.margin, 80);
  const state =
    report.revised.length > 0
      ? text.revised(report.revised.map((month) => monthName(month, locale)).join(', '))
      : text.asOf(
          new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(now),
        );
  doc.fillColor(MUTED).fontSize(8.5).text(state, PAGE.margin, 97, { width: CONTENT });

  drawHeadline(doc, rows, last, 122, locale, text);
  drawPriceChart(doc, rows.slice(-24), 256, locale, text);
  drawTable(doc, rows.slice(-12), 436, locale, text, report.minimumSales);

  doc.fillColor(MUTED).font('Helvetica').fontSize(7);
  doc.text(text.definitions(report.minimumSales), PAGE.margin, 648, { width: CONTENT });
  doc
    .moveTo(PAGE.margin, 728)
    .lineTo(PAGE.margin + CONTENT, 728)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(8.5);
  doc.text(text.source(association), PAGE.margin, 734, { width: CONTENT, lineBreak: false });
  doc.end();
  return done;
}
