import { centsOf, child, childrenNamed, CxmlParseError, parseCxml, textAt } from './cxml';
import type { XmlElement } from './cxml-structure';

/*
 * What we read from a procurement system's cXML (issue 34; decision 0165):
 * the Header's credentials, a PunchOutSetupRequest, an OrderRequest. A
 * document we cannot use is refused with the cXML status code a procurement
 * system understands: 400 for a malformed document, 401 for credentials,
 * 406 for a request we understood and will not carry out.
 */

export class CxmlRefusal extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 406 | 409,
    readonly statusText: string,
    detail: string,
  ) {
    super(detail);
  }
}

const malformed = (detail: string) => new CxmlRefusal(400, 'Bad Request', detail);
const notAcceptable = (detail: string) => new CxmlRefusal(406, 'Not Acceptable', detail);

export type Credential = { domain: string; identity: string };
export type Envelope = { payloadId: string; from: Credential; sharedSecret: string; request: XmlElement };

/** The document's root, its sender and the one request it carries. */
export function readEnvelope(xml: string): Envelope {
  let root: XmlElement;
  try {
    root = parseCxml(xml);
  } catch (error) {
    if (error instanceof CxmlParseError) throw malformed(error.message);
    throw error;
  }
  if (root.name !== 'cXML') throw malformed('根元素须是 cXML');
  const payloadId = root.attributes.payloadID?.trim();
  if (!payloadId) throw malformed('cXML 缺少 payloadID');
  const header = child(root, 'Header');
  const fromCredential = child(header, 'From', 'Credential');
  const senderCredential = child(header, 'Sender', 'Credential');
  const request = child(root, 'Request')?.children[0];
  if (!header || !fromCredential || !senderCredential || !request) throw malformed('须有 Header（From、To、Sender）与一个 Request');
  return {
    payloadId,
    from: { domain: fromCredential.attributes.domain?.trim() ?? '', identity: textAt(fromCredential, 'Identity') },
    sharedSecret: textAt(senderCredential, 'SharedSecret'),
    request,
  };
}

/** An email the request names for the person shopping: Contact/Email, else the UserEmail extrinsic. */
function contactEmail(request: XmlElement): string | null {
  const contact = textAt(child(request, 'Contact'), 'Email');
  const extrinsic =
    childrenNamed(request, 'Extrinsic')
      .find((e) => e.attributes.name === 'UserEmail')
      ?.text.trim() ?? '';
  return contact || extrinsic || null;
}

export type SetupRequest = { operation: 'create' | 'edit' | 'inspect'; buyerCookie: string; formPostUrl: string; email: string | null };

/** `allowPlainHttp`: the local demo and the tests; a production deployment sends carts only over HTTPS. */
export function readSetupRequest(request: XmlElement, allowPlainHttp = false): SetupRequest {
  const operation = request.attributes.operation;
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') {
    throw notAcceptable(`不支持 operation="${operation ?? ''}"：只支持 create、edit、inspect`);
  }
  const buyerCookie = textAt(request, 'BuyerCookie');
  if (!buyerCookie || buyerCookie.length > 500) throw malformed('BuyerCookie 须有，且不超过 500 个字符');
  const formPostUrl = textAt(request, 'BrowserFormPost', 'URL');
  let url: URL;
  try {
    url = new URL(formPostUrl);
  } catch {
    throw malformed('BrowserFormPost/URL 须是完整的 http(s) 地址：购物车要送回那里');
  }
  if (url.protocol !== 'https:' && !(allowPlainHttp && url.protocol === 'http:'))
    throw malformed('BrowserFormPost/URL 须是 https 地址：购物车里有价格与单位信息');
  return { operation, buyerCookie, formPostUrl: url.toString(), email: contactEmail(request) };
}

export type OrderRequestLine = { lineNumber: number; goodsId: number; quantity: number; unitPriceCents: number };
export type OrderRequest = { purchaseOrderNo: string; email: string | null; totalCents: number | null; lines: OrderRequestLine[] };

const MAX_LINES = 200;

export function readOrderRequest(request: XmlElement): OrderRequest {
  const header = child(request, 'OrderRequestHeader');
  const purchaseOrderNo = header?.attributes.orderID?.trim() ?? '';
  if (!header || !purchaseOrderNo) throw malformed('OrderRequestHeader 须有 orderID（采购单号）');
  if (purchaseOrderNo.length > 40) throw notAcceptable('orderID 最多 40 个字符（订单上的采购单号）');
  const type = header.attributes.type ?? 'new';
  if (type !== 'new') throw notAcceptable(`不支持 type="${type}" 的订单请求：修改或取消请在 ChemMart 的组织订单中办理`);
  const total = child(header, 'Total', 'Money');
  if (total?.attributes.currency && total.attributes.currency !== 'CNY') throw notAcceptable(`只接受人民币（CNY）订单，收到的是 ${total.attributes.currency}`);
  const totalCents = total ? centsOf(total.text) : null;
  if (total && totalCents === null) throw malformed(`订单总额「${total.text.trim()}」不是金额`);
  const items = childrenNamed(request, 'ItemOut');
  if (items.length === 0 || items.length > MAX_LINES) throw malformed(`订单须有 1–${MAX_LINES} 个 ItemOut`);
  const lines = items.map((item, index) => {
    const lineNumber = Number(item.attributes.lineNumber ?? index + 1);
    const partId = textAt(item, 'ItemID', 'SupplierPartID');
    const quantity = Number(item.attributes.quantity);
    if (!/^\d{1,10}$/.test(partId)) throw notAcceptable(`第 ${lineNumber} 行的 SupplierPartID「${partId}」不是 ChemMart 的商品编号`);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) throw notAcceptable(`第 ${lineNumber} 行的数量须是 1–9999 的整数（件）`);
    // The price the requisition approved: without it we could not tell that the order is what was approved.
    const money = child(item, 'ItemDetail', 'UnitPrice', 'Money');
    if (!money) throw malformed(`第 ${lineNumber} 行缺少单价（ItemDetail/UnitPrice）`);
    if (money.attributes.currency && money.attributes.currency !== 'CNY') throw notAcceptable(`第 ${lineNumber} 行的单价不是人民币`);
    const unitPriceCents = centsOf(money.text);
    if (unitPriceCents === null) throw malformed(`第 ${lineNumber} 行的单价「${money.text.trim()}」不是金额`);
    return { lineNumber, goodsId: Number(partId), quantity, unitPriceCents };
  });
  return { purchaseOrderNo, email: contactEmail(header), totalCents, lines };
}
