import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { child, childrenNamed, parseCxml } from '@/lib/server/punchout/cxml';
import type { XmlElement } from '@/lib/server/punchout/cxml-structure';

/*
 * A small procurement system (issue 34): it posts the cXML a real one would
 * (PunchOutSetupRequest, OrderRequest) to ChemMart's endpoint, and receives
 * the cart the buyer's browser posts back to its BrowserFormPost address.
 */

export type Credential = { domain: string; identity: string };
export type Posted = { status: number; xml: string; root: XmlElement };

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export class ProcurementSimulator {
  readonly received: string[] = [];
  private server: http.Server | null = null;
  returnUrl = '';

  constructor(
    private readonly endpoint: string,
    private readonly credential: Credential,
    private readonly sharedSecret: string,
  ) {}

  /** The BrowserFormPost address: keeps each cxml-urlencoded field posted to it. */
  async listen(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const cxml = form.get('cxml-urlencoded') ?? form.get('cXML-urlencoded');
        if (cxml) this.received.push(cxml);
        response.writeHead(cxml ? 200 : 400, { 'content-type': 'text/plain' }).end(cxml ? 'requisition updated' : 'no cxml');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.returnUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/requisition/return`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private document(request: string, secret = this.sharedSecret, payloadId = `${randomUUID()}@procurement.test`): string {
    const credential = `<Credential domain="${escape(this.credential.domain)}"><Identity>${escape(this.credential.identity)}</Identity></Credential>`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${escape(payloadId)}" timestamp="${new Date().toISOString()}" xml:lang="zh-CN">
  <Header>
    <From>${credential}</From>
    <To><Credential domain="DomainName"><Identity>chemmart</Identity></Credential></To>
    <Sender><Credential domain="${escape(this.credential.domain)}"><Identity>${escape(this.credential.identity)}</Identity><SharedSecret>${escape(secret)}</SharedSecret></Credential><UserAgent>Procurement simulator 1.0</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">${request}</Request>
</cXML>`;
  }

  setupRequest(options: { buyerCookie: string; operation?: string; email?: string; secret?: string }): string {
    return this.document(
      `<PunchOutSetupRequest operation="${options.operation ?? 'create'}">
      <BuyerCookie>${escape(options.buyerCookie)}</BuyerCookie>
      ${options.email ? `<Extrinsic name="UserEmail">${escape(options.email)}</Extrinsic>` : ''}
      <BrowserFormPost><URL>${escape(this.returnUrl)}</URL></BrowserFormPost>
    </PunchOutSetupRequest>`,
      options.secret,
    );
  }

  /** An approved requisition as an OrderRequest: its lines are the ItemIn lines of a returned cart, as a real system copies them. */
  orderRequest(options: {
    orderId: string;
    items: { partId: string; quantity: number; unitPrice: string }[];
    /** The approved total (with freight); the lines' sum when not given. */
    total?: string;
    type?: string;
    payloadId?: string;
  }): string {
    const total = options.total ?? options.items.reduce((sum, item) => sum + Number(item.unitPrice) * item.quantity, 0).toFixed(2);
    const lines = options.items
      .map(
        (item, index) => `<ItemOut quantity="${item.quantity}" lineNumber="${index + 1}">
        <ItemID><SupplierPartID>${escape(item.partId)}</SupplierPartID></ItemID>
        <ItemDetail><UnitPrice><Money currency="CNY">${item.unitPrice}</Money></UnitPrice><Description xml:lang="zh-CN">line ${index + 1}</Description><UnitOfMeasure>EA</UnitOfMeasure><Classification domain="UNSPSC">12350000</Classification></ItemDetail>
      </ItemOut>`,
      )
      .join('');
    return this.document(
      `<OrderRequest>
      <OrderRequestHeader orderID="${escape(options.orderId)}" orderDate="${new Date().toISOString()}" type="${options.type ?? 'new'}">
        <Total><Money currency="CNY">${total}</Money></Total>
        <BillTo><Address><Name xml:lang="zh-CN">某大学</Name></Address></BillTo>
      </OrderRequestHeader>
      ${lines}
    </OrderRequest>`,
      this.sharedSecret,
      options.payloadId,
    );
  }

  async post(xml: string): Promise<Posted> {
    const response = await fetch(this.endpoint, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml });
    const text = await response.text();
    return { status: response.status, xml: text, root: parseCxml(text) };
  }
}

/** The lines of a PunchOutOrderMessage, as the procurement system turns them into a requisition. */
export function cartLinesOf(message: XmlElement) {
  return childrenNamed(child(message, 'Message', 'PunchOutOrderMessage'), 'ItemIn').map((item) => ({
    partId: child(item, 'ItemID', 'SupplierPartID')!.text,
    quantity: Number(item.attributes.quantity),
    unitPrice: child(item, 'ItemDetail', 'UnitPrice', 'Money')!.text,
    extrinsics: Object.fromEntries(childrenNamed(child(item, 'ItemDetail'), 'Extrinsic').map((e) => [e.attributes.name, e.text])),
    classification: child(item, 'ItemDetail', 'Classification')!.text,
  }));
}

/** The total of a PunchOutOrderMessage (freight included), as the requisition approves it. */
export function totalOf(message: XmlElement): string {
  return child(message, 'Message', 'PunchOutOrderMessage', 'PunchOutOrderMessageHeader', 'Total', 'Money')!.text;
}
