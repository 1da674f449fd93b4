import { cxmlDocument, el, moneyText, type Node } from './cxml';

/*
 * The cXML documents we send (issue 34; decision 0165): the answer to a
 * PunchOutSetupRequest, and the cart returned as a PunchOutOrderMessage.
 * Every one is checked against the element structure in cxml-structure.ts
 * by the tests.
 */

/** Goods are classed for the procurement system's spend reports: UNSPSC family 1235 "Compounds and mixtures". */
export const UNSPSC_CLASS = '12350000';

export type CartLineForMessage = {
  goodsId: number;
  cas: string | null;
  productName: string;
  productNameZh: string | null;
  purity: string;
  packSize: number;
  unitCode: string;
  brand?: string | null;
  sellerName: string;
  unitPriceCents: number;
  quantity: number;
  amountCents: number;
};

export function setupResponse(startUrl: string, host: string): string {
  return cxmlDocument(
    [
      el('Response', {}, [
        el('Status', { code: 200, text: 'OK', 'xml:lang': 'zh-CN' }, ''),
        el('PunchOutSetupResponse', {}, [el('StartPage', {}, [el('URL', {}, startUrl)])]),
      ]),
    ],
    host,
  ).xml;
}

const credential = (domain: string, identity: string) => el('Credential', { domain }, [el('Identity', {}, identity)]);

function itemIn(line: CartLineForMessage, lineNumber: number): Node {
  const name = line.productNameZh ?? line.productName;
  const pack = `${line.packSize} ${line.unitCode}`;
  return el('ItemIn', { quantity: line.quantity, lineNumber }, [
    el('ItemID', {}, [el('SupplierPartID', {}, String(line.goodsId))]),
    el('ItemDetail', {}, [
      el('UnitPrice', {}, [el('Money', { currency: 'CNY' }, moneyText(line.unitPriceCents))]),
      el('Description', { 'xml:lang': 'zh-CN' }, `${name}${line.cas ? `，CAS ${line.cas}` : ''}，${line.purity}，${pack}/件，${line.sellerName}`),
      el('UnitOfMeasure', {}, 'EA'),
      el('Classification', { domain: 'UNSPSC' }, UNSPSC_CLASS),
      line.brand ? el('ManufacturerName', { 'xml:lang': 'zh-CN' }, line.brand) : null,
      line.cas ? el('Extrinsic', { name: 'CASNumber' }, line.cas) : null,
      el('Extrinsic', { name: 'PackSize' }, pack),
      el('Extrinsic', { name: 'Purity' }, line.purity),
      el('Extrinsic', { name: 'Seller' }, line.sellerName),
    ]),
  ]);
}

/** The cart sent back to the procurement system (it comes back later as an OrderRequest naming the same SupplierPartIDs). */
export function punchOutOrderMessage(input: {
  buyerCookie: string;
  buyer: { domain: string; identity: string };
  host: string;
  lines: CartLineForMessage[];
  /** Freight to the purchaser's default address, by the sellers' templates: part of the total the system approves. */
  shippingCents: number;
  operationAllowed: 'create' | 'edit' | 'inspect';
}): string {
  const totalCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0) + input.shippingCents;
  return cxmlDocument(
    [
      el('Header', {}, [
        el('From', {}, [credential('DomainName', input.host)]),
        el('To', {}, [credential(input.buyer.domain, input.buyer.identity)]),
        el('Sender', {}, [credential('DomainName', input.host), el('UserAgent', {}, 'ChemMart PunchOut')]),
      ]),
      el('Message', { deploymentMode: 'production' }, [
        el('PunchOutOrderMessage', {}, [
          el('BuyerCookie', {}, input.buyerCookie),
          el('PunchOutOrderMessageHeader', { operationAllowed: input.operationAllowed }, [
            el('Total', {}, [el('Money', { currency: 'CNY' }, moneyText(totalCents))]),
            el('Shipping', {}, [
              el('Money', { currency: 'CNY' }, moneyText(input.shippingCents)),
              el('Description', { 'xml:lang': 'zh-CN' }, '运费：按各卖家的运费模板，送至默认收货地址'),
            ]),
          ]),
          ...input.lines.map((line, index) => itemIn(line, index + 1)),
        ]),
      ]),
    ],
    input.host,
  ).xml;
}
