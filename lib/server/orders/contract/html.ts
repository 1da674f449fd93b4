import fs from 'node:fs';
import path from 'node:path';
import { generatedLine, watermarkOf, type ContractModel, type ContractParty } from './model';

/*
 * The contract as one self-contained HTML page (GET /api/contract): inline
 * styles only, no script, printable. Every value that a member wrote
 * (names, addresses, the buyer's note) goes through `escapeHtml`.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

let favicon: string | undefined;

/**
 * The site's icon (app/icon.svg) as a data: URL: the page's content security
 * policy loads nothing from elsewhere, its own site included. Without the
 * file (never in a checkout) the page has no icon rather than no contract.
 */
function faviconHref(): string {
  if (favicon === undefined) {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'app/icon.svg');
    const svg = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
    favicon = svg ? `data:image/svg+xml,${encodeURIComponent(svg)}` : '';
  }
  return favicon;
}

const STYLE = `
body{font-family:"Noto Sans SC","PingFang SC","Microsoft YaHei",sans-serif;color:#222;max-width:960px;margin:24px auto;padding:0 24px;line-height:1.6;position:relative}
h1{text-align:center;font-size:24px;letter-spacing:4px;margin-bottom:4px}
.meta{text-align:center;color:#555;margin-bottom:16px}
.parties{display:flex;gap:16px}.parties section{flex:1;border:1px solid #ccc;padding:8px 12px}
h2{font-size:16px;border-left:4px solid #1677ff;padding-left:8px;margin-top:24px}
table{border-collapse:collapse;width:100%;font-size:13px}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f5f5f5}td.num{text-align:right;white-space:nowrap}
.words{font-weight:bold}.tag{color:#c41d7f}
.signatures{display:flex;gap:16px;margin-top:32px}.signatures section{flex:1;border-top:1px solid #999;padding-top:8px;min-height:96px}
.footer{color:#888;font-size:12px;margin-top:24px;border-top:1px dashed #ccc;padding-top:8px}
.watermark{position:fixed;top:40%;left:0;right:0;text-align:center;font-size:120px;color:rgba(200,0,0,.12);transform:rotate(-30deg);pointer-events:none}
@media print{body{margin:0}}`;

function row(label: string, value: string | null | undefined): string {
  return value ? `<div>${escapeHtml(label)}：${escapeHtml(value)}</div>` : '';
}

function party(p: ContractParty): string {
  return `<section><h3>${escapeHtml(p.side)}</h3>
<div><strong>${escapeHtml(p.name)}</strong></div>
${row(p.creditCodeVerified ? '统一社会信用代码（营业执照已审核）' : '统一社会信用代码（会员填写）', p.creditCode)}
${p.licences.map((l) => row(`${l.kindLabel}（已审核）`, `${l.number}${l.validTo ? `，有效期至 ${l.validTo}` : ''}`)).join('')}
${row('联系人', p.contact)}${row('电话', p.phone)}${row('邮箱', p.email)}${row('地址', p.address)}</section>`;
}

export function renderContractHtml(model: ContractModel): string {
  const watermark = watermarkOf(model);
  const lines = model.lines
    .map(
      (l) =>
        `<tr><td>${l.lineNo}</td><td>${escapeHtml(l.cas)}</td><td>${escapeHtml(l.nameZh)}<br>${escapeHtml(l.name)}${
          (l.lists.length ? `<br><span class="tag">${escapeHtml(l.lists.join('、'))}</span>` : '') +
          (l.ghs ? `<br><span class="tag">GHS：${escapeHtml(l.ghs)}</span>` : '')
        }</td><td>${escapeHtml(l.purity)}</td><td>${escapeHtml(l.brand)}</td><td>${escapeHtml(l.pack)}</td><td class="num">${l.quantity}</td><td class="num">${escapeHtml(
          l.unitPrice,
        )}</td><td class="num">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('\n');
  const totals = model.totals.map((t) => `<tr><td colspan="8">${escapeHtml(t.label)}</td><td class="num">${escapeHtml(t.amount)}</td></tr>`).join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="${faviconHref()}"><title>${escapeHtml(model.title)} ${escapeHtml(model.orderNo)}</title><style>${STYLE}</style></head>
<body>
${watermark ? `<div class="watermark" aria-hidden="true">${escapeHtml(watermark)}</div>` : ''}
<h1>${escapeHtml(model.title)}</h1>
<div class="meta">合同编号：${escapeHtml(model.orderNo)}　签订日期：${escapeHtml(model.date)}　订单状态：${escapeHtml(model.statusLabel)}</div>
<div class="parties">${party(model.buyer)}${party(model.seller)}</div>
<h2>一、货物明细</h2>
<table><thead><tr><th>序号</th><th>CAS 号</th><th>品名</th><th>纯度</th><th>品牌</th><th>包装</th><th>数量</th><th>单价</th><th>金额</th></tr></thead>
<tbody>
${lines}
${totals}
<tr><td colspan="9" class="words">合计金额（大写）：${escapeHtml(model.payableWords)}</td></tr>
</tbody></table>
<h2>二、收货信息</h2>
${row('收货人', model.delivery.receiver)}${row('电话', model.delivery.phone)}${row('地址', model.delivery.address)}${row('邮编', model.delivery.postcode)}
${row('配送方式', model.carrier)}${row('物流单号', model.shipment)}${row('发票', model.invoice ?? '不开票')}${row('采购信息', model.references)}${row('买方备注', model.buyerNote)}
${model.clauses.map((c, i) => `<h2>${'三四五六七八九十'[i] ?? i + 3}、${escapeHtml(c.title)}</h2><p>${escapeHtml(c.text)}</p>`).join('\n')}
<div class="signatures">
<section>买方（盖章）：${escapeHtml(model.buyer.name)}<br>授权代表：<br>日期：</section>
<section>卖方（盖章）：${escapeHtml(model.seller.name)}<br>授权代表：<br>日期：</section>
</div>
<div class="footer">${escapeHtml(generatedLine(model))}</div>
</body></html>`;
}
