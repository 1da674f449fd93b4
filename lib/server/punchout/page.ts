/*
 * The two small pages of a PunchOut session outside the storefront's layout
 * (decision 0165): a refusal, and the page that posts the cart back to the
 * procurement system. Plain HTML: the second must work before, and without,
 * any of our JavaScript.
 */

/** The transfer token (HttpOnly) and a mark the cart page reads to offer 送回采购系统. */
export const PUNCHOUT_COOKIE = 'punchout';
export const PUNCHOUT_MARK_COOKIE = 'punchout_active';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - ChemMart</title><style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f1f1f;line-height:1.6}button{font-size:16px;padding:8px 20px;border-radius:6px;border:0;background:#1256a8;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`;
}

const STRICT_POLICY = ["default-src 'none'", "style-src 'unsafe-inline'", "base-uri 'none'", "frame-ancestors 'none'"];

export function punchoutPage(title: string, message: string, status: number): Response {
  return new Response(page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">回到 ChemMart 首页</a></p>`), {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': [...STRICT_POLICY, "form-action 'none'"].join('; '),
    },
  });
}

/**
 * Posts the PunchOutOrderMessage to the procurement system: the form submits
 * itself, and its button does the same for a browser without JavaScript. The
 * page's own content security policy lets this one form go to that address.
 */
export function returnToProcurementPage(formPostUrl: string, xml: string, lines: number): Response {
  const target = new URL(formPostUrl);
  const body = `<h1>正在送回采购系统</h1><p>购物车中的 ${lines} 种商品正送回贵单位的采购系统，请在那里完成审批与下单。</p>
<form id="punchout-return" method="post" action="${escapeHtml(target.toString())}"><input type="hidden" name="cxml-urlencoded" value="${escapeHtml(xml)}"><button type="submit">送回采购系统</button></form>
<script>document.getElementById('punchout-return').submit();</script>`;
  const csp = [...STRICT_POLICY, "script-src 'unsafe-inline'", `form-action ${target.origin}`].join('; ');
  return new Response(page('送回采购系统', body), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': csp },
  });
}
