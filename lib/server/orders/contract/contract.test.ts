import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFRawStream, PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderContractHtml } from './html';
import type { ContractModel, ContractParty } from './model';
import { renderContractPdf, wrapText } from './pdf';

const party = (side: string, name: string): ContractParty => ({
  side,
  name,
  creditCode: '91310000MA1FL0AB3X',
  creditCodeVerified: side.startsWith('卖'),
  licences: [],
  contact: '张三',
  phone: '13800138000',
  email: null,
  address: '上海市浦东新区张江路 1 号',
});

const model = (overrides: Partial<ContractModel> = {}): ContractModel => ({
  title: '化学品购销合同',
  orderNo: 'DD20261124000012',
  version: 1,
  status: 'submitted',
  statusLabel: '待付款',
  date: '2026-11-24',
  draft: false,
  buyer: party('买方（甲方）', '<b>某大学</b>'),
  seller: party('卖方（乙方）', '上海某某化学试剂有限公司'),
  lines: [
    {
      lineNo: 1,
      cas: '7664-93-9',
      nameZh: '硫酸',
      name: 'Sulfuric acid',
      purity: '98%',
      brand: '—',
      pack: '500 mL',
      quantity: 2,
      unitPrice: '¥61.73',
      amount: '¥123.45',
      lists: ['易制毒化学品（第三类）'],
      ghs: 'GHS05 危险 H290 H314',
    },
  ],
  totals: [{ label: '应付合计', amount: '¥123.45' }],
  payableCents: 12_345,
  payableWords: '人民币壹佰贰拾叁元肆角伍分',
  delivery: { receiver: '李四', phone: '13900139000', address: '北京市 海淀区 中关村大街 1 号', postcode: null },
  carrier: '危险品专线',
  shipment: null,
  invoice: null,
  buyerNote: '<script>alert("x")</script> & more',
  references: null,
  clauses: [{ title: '付款方式', text: '买方通过本平台付款。' }],
  ...overrides,
});

describe('contract HTML', () => {
  it('has the site icon as its favicon, inline as the page’s content security policy requires', () => {
    const html = renderContractHtml(model());
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toContain('<svg');
  });

  it('gives a dangerous line its GHS label beside the lists it is on', () => {
    expect(renderContractHtml(model())).toContain('<span class="tag">GHS：GHS05 危险 H290 H314</span>');
  });

  it('escapes what members wrote', () => {
    const html = renderContractHtml(model());
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>某大学</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('人民币壹佰贰拾叁元肆角伍分');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  it('marks a draft with a watermark and says which order it comes from', () => {
    expect(renderContractHtml(model({ status: 'created', statusLabel: '待确认', draft: true }))).toContain('class="watermark"');
    expect(renderContractHtml(model())).not.toContain('class="watermark"');
    expect(renderContractHtml(model())).toContain('本合同依据订单 DD20261124000012（第 1 版）生成');
  });
});

describe('wrapText', () => {
  const measure = (s: string) => [...s].length;
  it('keeps Latin words whole, breaks Chinese anywhere, and cuts what is wider than a line', () => {
    expect(wrapText('Sulfuric acid solution', 10, measure)).toEqual(['Sulfuric', 'acid', 'solution']);
    expect(wrapText('硫酸溶液硫酸溶液', 5, measure)).toEqual(['硫酸溶液硫', '酸溶液']);
    expect(wrapText('ABCDEFGHIJKL', 5, measure)).toEqual(['ABCDE', 'FGHIJ', 'KL']);
    expect(wrapText('第一行\n第二行', 10, measure)).toEqual(['第一行', '第二行']);
  });
});

/** The embedded (subset) TrueType font of a PDF, decompressed. */
async function embeddedFont(bytes: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('FontFile2'))) {
      const stream = doc.context.lookup(object.get(PDFName.of('FontFile2'))) as PDFRawStream;
      return inflateSync(Buffer.from(stream.contents));
    }
  }
  throw new Error('no embedded TrueType font');
}

describe('contract PDF', () => {
  it('embeds a subset CJK font whose every glyph has an outline (the fontkit subset fix)', async () => {
    const bytes = await renderContractPdf(model());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(200_000);
    const font = fontkit.create(await embeddedFont(bytes));
    // Subset glyph 0 is .notdef; the rest are the characters drawn. Unpatched, most of them decode as garbage or nothing.
    expect(font.numGlyphs).toBeGreaterThan(80);
    const blank: number[] = [];
    for (let gid = 1; gid < font.numGlyphs; gid++) {
      const glyph = font.getGlyph(gid);
      let commands = 0;
      try {
        commands = glyph.path.toSVG().length;
      } catch {
        commands = 0;
      }
      if (commands === 0) blank.push(gid);
    }
    // Only the two spaces drawn (" " and the ideographic "　") have no outline by nature.
    expect(blank.length).toBeLessThanOrEqual(2);
  }, 30_000);
});
