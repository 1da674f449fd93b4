import { describe, expect, it } from 'vitest';
import { centsOf, child, moneyText, parseCxml, statusResponse } from './cxml';
import { structureProblems } from './cxml-structure';
import { CxmlRefusal, readEnvelope, readOrderRequest, readSetupRequest } from './documents';
import { punchOutOrderMessage, setupResponse } from './messages';

const header = (secret = 'secret') => `<Header>
  <From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
  <To><Credential domain="DomainName"><Identity>chemmart.test</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>AN01000000001</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Test</UserAgent></Sender>
</Header>`;

const setup = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1@buyer.test" timestamp="2026-11-30T10:00:00+08:00">${header('s3cr&amp;t')}
<Request deploymentMode="test"><PunchOutSetupRequest operation="create">
  <BuyerCookie>cookie-1</BuyerCookie><Extrinsic name="UserEmail">pi@lab.test</Extrinsic>
  <BrowserFormPost><URL>https://buyer.test/punchout/return</URL></BrowserFormPost>
</PunchOutSetupRequest></Request></cXML>`;

describe('cXML', () => {
  it('reads a setup request: credentials, cookie, return address, the shopper’s email; it conforms to the structure', () => {
    const envelope = readEnvelope(setup);
    expect(envelope).toMatchObject({ payloadId: '1@buyer.test', from: { domain: 'NetworkID', identity: 'AN01000000001' }, sharedSecret: 's3cr&t' });
    expect(readSetupRequest(envelope.request, false)).toEqual({
      operation: 'create',
      buyerCookie: 'cookie-1',
      formPostUrl: 'https://buyer.test/punchout/return',
      email: 'pi@lab.test',
    });
    expect(structureProblems(parseCxml(setup))).toEqual([]);
  });

  it('refuses what is not a usable document with the cXML status a procurement system expects', () => {
    const refusal = (xml: string) => {
      try {
        readSetupRequest(readEnvelope(xml).request);
      } catch (error) {
        return error instanceof CxmlRefusal ? error.code : error;
      }
      return null;
    };
    expect(refusal('<cXML')).toBe(400);
    // Entity expansion (billion laughs) is refused before parsing.
    expect(refusal(`<!DOCTYPE cXML [<!ENTITY a "${'a'.repeat(1000)}">]><cXML payloadID="1">${'&a;'.repeat(100)}</cXML>`)).toBe(400);
    expect(refusal('<Other payloadID="1"/>')).toBe(400);
    expect(refusal(setup.replace('https://buyer.test/punchout/return', 'javascript:alert(1)'))).toBe(400);
    expect(refusal(setup.replace('operation="create"', 'operation="source"'))).toBe(406);
    // Production sends carts only over HTTPS (the local demo and the tests allow http).
    expect(refusal(setup.replace('https://buyer.test', 'http://buyer.test'))).toBe(400);
    expect(readSetupRequest(readEnvelope(setup.replace('https://buyer.test', 'http://buyer.test')).request, true).formPostUrl).toBe(
      'http://buyer.test/punchout/return',
    );
  });

  it('reads an OrderRequest and refuses updates, other currencies and foreign part numbers', () => {
    const order = (head: string, items: string) =>
      readEnvelope(
        `<cXML payloadID="2@buyer.test" timestamp="t">${header()}<Request><OrderRequest><OrderRequestHeader ${head}><Total><Money currency="CNY">90.00</Money></Total><BillTo/></OrderRequestHeader>${items}</OrderRequest></Request></cXML>`,
      ).request;
    const item = (part: string, quantity = '2', price = '45.00') =>
      `<ItemOut quantity="${quantity}" lineNumber="1"><ItemID><SupplierPartID>${part}</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="CNY">${price}</Money></UnitPrice><Description xml:lang="zh-CN">x</Description><UnitOfMeasure>EA</UnitOfMeasure><Classification domain="UNSPSC">12350000</Classification></ItemDetail></ItemOut>`;
    expect(readOrderRequest(order('orderID="PO-1" orderDate="2026-11-30"', item('1201')))).toEqual({
      purchaseOrderNo: 'PO-1',
      email: null,
      totalCents: 9000,
      lines: [{ lineNumber: 1, goodsId: 1201, quantity: 2, unitPriceCents: 4500 }],
    });
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as CxmlRefusal).code;
      }
      return null;
    };
    expect(code(() => readOrderRequest(order('orderID="PO-1" orderDate="d" type="update"', item('1201'))))).toBe(406);
    expect(code(() => readOrderRequest(order('orderID="PO-1" orderDate="d"', item('SIAL-123'))))).toBe(406);
    expect(code(() => readOrderRequest(order('orderID="PO-1" orderDate="d"', item('1201', '0'))))).toBe(406);
    expect(code(() => readOrderRequest(order('orderDate="d"', item('1201'))))).toBe(400);
    expect(code(() => readOrderRequest(order('orderID="PO-1" orderDate="d"', item('1201', '1', '4,5'))))).toBe(400);
    // Without a unit price we could not hold the order to what was approved.
    expect(code(() => readOrderRequest(order('orderID="PO-1" orderDate="d"', item('1201').replace(/<UnitPrice>.*<\/UnitPrice>/, ''))))).toBe(400);
  });

  it('writes documents that conform: the setup answer, a status answer, the cart as a PunchOutOrderMessage', () => {
    const start = setupResponse('https://chemmart.test/punchout/start/abc', 'chemmart.test');
    expect(structureProblems(parseCxml(start))).toEqual([]);
    expect(child(parseCxml(start), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')?.text).toBe('https://chemmart.test/punchout/start/abc');
    expect(structureProblems(parseCxml(statusResponse(406, 'Not Acceptable', '第 1 行 <售罄> & 下架', 'chemmart.test')))).toEqual([]);
    const message = punchOutOrderMessage({
      buyerCookie: 'cookie-1',
      buyer: { domain: 'NetworkID', identity: 'AN01000000001' },
      host: 'chemmart.test',
      operationAllowed: 'edit',
      shippingCents: 1200,
      lines: [
        {
          goodsId: 1201,
          cas: '7647-14-5',
          productName: 'Sodium chloride',
          productNameZh: '氯化钠',
          purity: 'AR, ≥99.5%',
          packSize: 500,
          unitCode: 'g',
          brand: '国药',
          sellerName: '某试剂 & 仪器公司\u0007',
          unitPriceCents: 4500,
          quantity: 2,
          amountCents: 9000,
        },
      ],
    });
    const root = parseCxml(message);
    expect(structureProblems(root)).toEqual([]);
    const item = child(root, 'Message', 'PunchOutOrderMessage', 'ItemIn')!;
    expect(item.attributes.quantity).toBe('2');
    expect(child(item, 'ItemID', 'SupplierPartID')?.text).toBe('1201');
    expect(child(item, 'ItemDetail', 'UnitPrice', 'Money')?.text).toBe('45.00');
    expect(child(item, 'ItemDetail', 'Classification')?.text).toBe('12350000');
    expect(child(item, 'ItemDetail', 'Description')?.text).toContain('某试剂 & 仪器公司');
    // The total the system approves includes the freight, which is shown on its own.
    expect(child(root, 'Message', 'PunchOutOrderMessage', 'PunchOutOrderMessageHeader', 'Total', 'Money')?.text).toBe('102.00');
    expect(child(root, 'Message', 'PunchOutOrderMessage', 'PunchOutOrderMessageHeader', 'Shipping', 'Money')?.text).toBe('12.00');
    // A control character in a seller's text is dropped: the document stays well-formed XML.
    expect(message).not.toContain('\u0007');
  });

  it('finds what breaks the structure: a missing required element, attribute, a wrong order', () => {
    const problems = structureProblems(parseCxml('<cXML timestamp="t"><Response><PunchOutSetupResponse/><Status code="200" text="OK"/></Response></cXML>'));
    expect(problems).toEqual(
      expect.arrayContaining([
        'cXML: attribute payloadID is required',
        expect.stringContaining('expected <Status>'),
        expect.stringContaining('expected <StartPage>'),
      ]),
    );
    expect(structureProblems(parseCxml('<cXML payloadID="1" timestamp="t"><Response><Status text="OK"/></Response></cXML>'))).toEqual([
      'cXML/Response[0]/Status[0]: attribute code is required',
    ]);
  });

  it('writes money as yuan with two decimals and reads it back as fen', () => {
    expect(moneyText(4500)).toBe('45.00');
    expect(moneyText(5)).toBe('0.05');
    expect(centsOf('45.5')).toBe(4550);
    expect(centsOf('45')).toBe(4500);
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('1e3')).toBeNull();
  });
});
