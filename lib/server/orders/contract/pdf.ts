import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { contractFont } from './font';
import { evenFontkit } from './fontkit-even';
import { generatedLine, watermarkOf, type ContractModel, type ContractParty } from './model';

/*
 * The contract as a PDF (GET /api/contract_pdf): A4, the same sections as
 * the HTML view, Chinese in an embedded, subset CJK font (font.ts). A small
 * flowing layout: text wraps to its box, the lines table repeats its header
 * on a new page, every page carries the "generated from order" line.
 */

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = 56;
const INK = rgb(0.13, 0.13, 0.13);
export const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.75, 0.75, 0.75);

/** Breaks text into lines no wider than `width`: Latin words stay whole when they fit, Chinese breaks between any two characters. */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const token of paragraph.match(/[!-~]+|\s|[^\s!-~]/gu) ?? []) {
      if (measure(line + token) <= width) {
        line += token;
        continue;
      }
      if (line.trim() !== '') out.push(line.trimEnd());
      line = '';
      if (/^\s$/.test(token)) continue;
      // A token wider than the whole line (a long URL or number) is cut by character.
      for (const ch of token) {
        if (measure(line + ch) > width && line !== '') {
          out.push(line);
          line = '';
        }
        line += ch;
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}

export class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    private readonly onNewPage: (w: Writer) => void,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
    this.onNewPage(this);
  }

  /** Room for `height` more points on this page, else a new page. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private readonly advances = new Map<string, number>();

  /**
   * Width by summing cached per-character advances: pdf-lib lays out the
   * whole string with the font's shaping tables on every call, and wrapping
   * measures each growing line again, which took seconds on a long contract.
   */
  measure(size: number) {
    return (s: string) => {
      let width = 0;
      for (const ch of s) {
        let advance = this.advances.get(ch);
        if (advance === undefined) {
          advance = this.font.widthOfTextAtSize(ch, 1);
          this.advances.set(ch, advance);
        }
        width += advance;
      }
      return width * size;
    };
  }

  /** A wrapped paragraph at `x`, `width` wide; returns nothing, moves the cursor below it. */
  paragraph(text: string, options: { size?: number; x?: number; width?: number; color?: ReturnType<typeof rgb>; gap?: number; center?: boolean } = {}): void {
    const size = options.size ?? 10;
    const lineHeight = size * 1.5;
    const x = options.x ?? MARGIN;
    const width = options.width ?? WIDTH;
    for (const line of wrapText(text, width, this.measure(size))) {
      this.ensure(lineHeight);
      const dx = options.center ? (width - this.measure(size)(line)) / 2 : 0;
      this.page.drawText(line, { x: x + dx, y: this.y - size, size, font: this.font, color: options.color ?? INK });
      this.y -= lineHeight;
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 8;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 13, width: 3, height: 14, color: rgb(0.09, 0.47, 1) });
    this.paragraph(text, { size: 12, x: MARGIN + 8, gap: 2 });
  }

  /** One table row: cells wrapped in their columns, the row as tall as its tallest cell. */
  row(cells: string[], widths: number[], options: { size?: number; shade?: boolean; alignRight?: boolean[] } = {}): void {
    const size = options.size ?? 8.5;
    const lineHeight = size * 1.4;
    const wrapped = cells.map((c, i) => wrapText(c, widths[i]! - 6, this.measure(size)));
    const height = Math.max(...wrapped.map((w) => w.length)) * lineHeight + 6;
    this.ensure(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const w = widths[i]!;
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: w,
        height,
        borderColor: RULE,
        borderWidth: 0.5,
        color: options.shade ? rgb(0.96, 0.96, 0.96) : undefined,
      });
      lines.forEach((line, n) => {
        const dx = options.alignRight?.[i] ? w - 3 - this.measure(size)(line) : 3;
        this.page.drawText(line, { x: x + dx, y: this.y - 3 - size - n * lineHeight, size, font: this.font, color: INK });
      });
      x += w;
    });
    this.y -= height;
  }
}

const COLUMNS: [string, number][] = [
  ['序号', 26],
  ['CAS 号', 62],
  ['品名', 148],
  ['纯度', 44],
  ['品牌', 48],
  ['包装', 44],
  ['数量', 30],
  ['单价', 56],
  ['金额', 57.28],
];
const WIDTHS = COLUMNS.map(([, w]) => w);
const RIGHT = COLUMNS.map(([name]) => ['数量', '单价', '金额'].includes(name));

function partyBlock(w: Writer, p: ContractParty): void {
  w.paragraph(`${p.side}：${p.name}`, { size: 10.5 });
  const details = [
    p.creditCode ? `统一社会信用代码（${p.creditCodeVerified ? '营业执照已审核' : '会员填写'}）：${p.creditCode}` : null,
    ...p.licences.map((l) => `${l.kindLabel}（已审核）：${l.number}${l.validTo ? `，有效期至 ${l.validTo}` : ''}`),
    [p.contact ? `联系人：${p.contact}` : null, p.phone ? `电话：${p.phone}` : null, p.email ? `邮箱：${p.email}` : null].filter(Boolean).join('　'),
    p.address ? `地址：${p.address}` : null,
  ];
  for (const d of details) if (d) w.paragraph(d, { size: 9, x: MARGIN + 12, width: WIDTH - 12, color: GREY });
  w.y -= 4;
}

/**
 * A document in the contract's style: A4, the embedded CJK font, fixed
 * metadata (the same input renders the same bytes), and a writer whose
 * tables repeat `tableHeader` on each new page while `tableOpen()` is true.
 */
export async function newDocument(
  meta: { title: string; subject?: string; stamp: Date },
  tableHeader: { columns: string[]; widths: number[]; tableOpen: () => boolean },
) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenFontkit);
  const font = await doc.embedFont((await contractFont()).bytes, { subset: true });
  doc.setCreationDate(meta.stamp);
  doc.setModificationDate(meta.stamp);
  doc.setTitle(meta.title);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setCreator('ChemMart');
  doc.setProducer('ChemMart');
  doc.setLanguage('zh-CN');
  const w = new Writer(doc, font, (writer) => {
    if (tableHeader.tableOpen()) writer.row(tableHeader.columns, tableHeader.widths, { shade: true });
  });
  return { doc, font, w };
}

export async function renderContractPdf(model: ContractModel): Promise<Uint8Array> {
  let tableOpen = false;
  const { doc, font, w } = await newDocument(
    // Fixed metadata: the same contract renders to the same bytes.
    { title: `${model.title} ${model.orderNo}`, subject: `订单 ${model.orderNo} 第 ${model.version} 版`, stamp: new Date(`${model.date}T00:00:00+08:00`) },
    { columns: COLUMNS.map(([name]) => name), widths: WIDTHS, tableOpen: () => tableOpen },
  );

  w.paragraph(model.title, { size: 20, center: true, gap: 2 });
  w.paragraph(`合同编号：${model.orderNo}　签订日期：${model.date}　订单状态：${model.statusLabel}`, { size: 9.5, center: true, color: GREY, gap: 10 });
  partyBlock(w, model.buyer);
  partyBlock(w, model.seller);

  w.heading('一、货物明细');
  w.row(
    COLUMNS.map(([name]) => name),
    WIDTHS,
    { shade: true },
  );
  tableOpen = true;
  for (const l of model.lines) {
    const name = [l.nameZh, l.name, l.lists.length ? `【${l.lists.join('、')}】` : '', l.ghs ? `GHS：${l.ghs}` : ''].filter(Boolean).join('\n');
    w.row([String(l.lineNo), l.cas, name, l.purity, l.brand, l.pack, String(l.quantity), l.unitPrice, l.amount], WIDTHS, { alignRight: RIGHT });
  }
  const labelWidth = WIDTHS.slice(0, -1).reduce((a, b) => a + b, 0);
  for (const t of model.totals) w.row([t.label, t.amount], [labelWidth, WIDTHS.at(-1)!], { alignRight: [false, true] });
  tableOpen = false;
  w.row([`合计金额（大写）：${model.payableWords}`], [WIDTH], { size: 10 });

  w.heading('二、收货信息');
  const delivery = [
    `收货人：${model.delivery.receiver}　电话：${model.delivery.phone}`,
    `地址：${model.delivery.address}${model.delivery.postcode ? `（邮编 ${model.delivery.postcode}）` : ''}`,
    model.carrier ? `配送方式：${model.carrier}` : null,
    model.shipment ? `物流单号：${model.shipment}` : null,
    `发票：${model.invoice ?? '不开票'}`,
    model.references ? `采购信息：${model.references}` : null,
    model.buyerNote ? `买方备注：${model.buyerNote}` : null,
  ];
  for (const d of delivery) if (d) w.paragraph(d, { size: 9.5 });

  model.clauses.forEach((c, i) => {
    w.heading(`${'三四五六七八九十'[i] ?? i + 3}、${c.title}`);
    w.paragraph(c.text, { size: 9.5 });
  });

  w.ensure(110);
  w.y -= 24;
  const half = WIDTH / 2 - 8;
  const top = w.y;
  w.paragraph(`买方（盖章）：${model.buyer.name}\n授权代表：\n日期：`, { size: 10, width: half });
  w.y = top;
  w.paragraph(`卖方（盖章）：${model.seller.name}\n授权代表：\n日期：`, { size: 10, x: MARGIN + half + 16, width: half });

  const footer = generatedLine(model);
  const watermark = watermarkOf(model);
  w.pages.forEach((page, i) => {
    page.drawText(`${footer}　第 ${i + 1}/${w.pages.length} 页`, { x: MARGIN, y: 28, size: 8, font, color: GREY });
    if (watermark) {
      page.drawText(watermark, { x: 150, y: 300, size: 110, font, color: rgb(0.8, 0.1, 0.1), opacity: 0.12, rotate: degrees(30) });
    }
  });
  return doc.save();
}
