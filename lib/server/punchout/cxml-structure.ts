/*
 * The element structure of the cXML 1.2 documents PunchOut exchanges
 * (issue 34; decision 0165), written by us from the cXML Reference Guide
 * (version 1.2.0xx, the content models it gives for each element). It is not
 * the cXML DTD, whose licence we could not confirm allows copying it here:
 * it covers the elements the PunchOut round trip uses, in the order and with
 * the cardinality the guide gives, and the attributes the guide marks
 * required or restricts to a list. Elements a document may carry that we
 * neither send nor read (Path, Distribution, Modifications, …) are listed as
 * allowed children without a model of their own, so a real procurement
 * system's richer document still passes.
 */

type Occurs = '1' | '?' | '*' | '+';
type Child = readonly [name: string, occurs: Occurs];
type Attribute = { required?: boolean; values?: readonly string[] };

export type ElementModel = {
  /** Children in document order; a choice is written as an array of names sharing one slot. */
  children?: readonly (Child | readonly [readonly string[], Occurs])[];
  attributes?: Record<string, Attribute>;
  /** Text content allowed (#PCDATA). */
  text?: boolean;
  /** ANY: whatever it holds is not checked (Extrinsic, Identity, BuyerCookie …). */
  any?: boolean;
};

const LANG = { 'xml:lang': {} };
const CREDENTIAL_HOLDER: ElementModel = {
  children: [
    ['Credential', '+'],
    ['Correspondent', '?'],
  ],
};
const DEPLOYMENT = { deploymentMode: { values: ['production', 'test'] }, Id: {} };

export const CXML_STRUCTURE: Record<string, ElementModel> = {
  cXML: {
    // ((Header, (Message | Request)) | Response): checked by checkRoot below, the one content model with nested groups.
    attributes: { payloadID: { required: true }, timestamp: { required: true }, version: {}, 'xml:lang': {}, signatureVersion: {} },
  },
  Header: {
    children: [
      ['From', '1'],
      ['To', '1'],
      ['Sender', '1'],
      ['Path', '?'],
      ['OriginalDocument', '?'],
    ],
  },
  From: CREDENTIAL_HOLDER,
  To: CREDENTIAL_HOLDER,
  Sender: {
    children: [
      ['Credential', '+'],
      ['UserAgent', '1'],
    ],
  },
  Credential: {
    children: [
      ['Identity', '1'],
      [['SharedSecret', 'DigitalSignature', 'CredentialMac'], '?'],
    ],
    attributes: { domain: { required: true }, type: { values: ['marketplace'] } },
  },
  Identity: { any: true },
  SharedSecret: { any: true },
  UserAgent: { text: true },
  Correspondent: { any: true },
  Path: { any: true },
  OriginalDocument: { any: true },
  DigitalSignature: { any: true },
  CredentialMac: { any: true },

  Request: {
    children: [[['PunchOutSetupRequest', 'OrderRequest', 'ProfileRequest'], '1']],
    attributes: DEPLOYMENT,
  },
  Response: {
    children: [
      ['Status', '1'],
      [['PunchOutSetupResponse', 'ProfileResponse'], '?'],
    ],
  },
  Message: {
    children: [
      ['Status', '?'],
      [['PunchOutOrderMessage'], '1'],
    ],
    attributes: { ...DEPLOYMENT, inReplyTo: {} },
  },
  Status: { text: true, attributes: { code: { required: true }, text: { required: true }, ...LANG } },
  ProfileRequest: { any: true },
  ProfileResponse: { any: true },

  PunchOutSetupRequest: {
    children: [
      ['BuyerCookie', '1'],
      ['Extrinsic', '*'],
      ['BrowserFormPost', '?'],
      ['Contact', '*'],
      ['SupplierSetup', '?'],
      ['ShipTo', '?'],
      ['SelectedItem', '?'],
      ['ItemOut', '*'],
    ],
    attributes: { operation: { required: true, values: ['create', 'inspect', 'edit', 'source'] } },
  },
  BuyerCookie: { any: true },
  BrowserFormPost: { children: [['URL', '1']] },
  SupplierSetup: { any: true },
  SelectedItem: { any: true },
  Contact: { any: true },
  PunchOutSetupResponse: { children: [['StartPage', '1']] },
  StartPage: { children: [['URL', '1']] },
  URL: { text: true, attributes: { name: {} } },

  PunchOutOrderMessage: {
    children: [
      ['BuyerCookie', '1'],
      ['PunchOutOrderMessageHeader', '1'],
      ['ItemIn', '*'],
    ],
  },
  PunchOutOrderMessageHeader: {
    children: [
      ['SourcingStatus', '?'],
      ['Total', '1'],
      ['ShipTo', '?'],
      ['Shipping', '?'],
      ['Tax', '?'],
      ['SupplierOrderInfo', '?'],
    ],
    attributes: { operationAllowed: { required: true, values: ['create', 'inspect', 'edit'] }, quoteStatus: { values: ['pending', 'final'] } },
  },
  SourcingStatus: { any: true },
  SupplierOrderInfo: { any: true },
  Total: {
    children: [
      ['Money', '1'],
      ['Modifications', '?'],
    ],
  },
  Money: { text: true, attributes: { currency: { required: true }, alternateAmount: {}, alternateCurrency: {} } },
  Modifications: { any: true },
  Shipping: {
    children: [
      ['Money', '1'],
      ['Description', '1'],
    ],
    attributes: { trackingDomain: {}, trackingId: {}, tracking: {} },
  },
  Tax: {
    children: [
      ['Money', '1'],
      ['Description', '1'],
      ['TaxDetail', '*'],
    ],
  },
  TaxDetail: { any: true },
  ShipTo: { any: true },
  BillTo: { any: true },
  ItemIn: {
    children: [
      ['ItemID', '1'],
      ['Path', '?'],
      ['ItemDetail', '1'],
      ['SupplierID', '?'],
      ['ShipTo', '?'],
      ['Shipping', '?'],
      ['Tax', '?'],
      ['SpendDetail', '?'],
      ['Distribution', '*'],
      ['Contact', '*'],
      ['Comments', '?'],
    ],
    attributes: { quantity: { required: true }, lineNumber: {}, requisitionID: {}, requestedDeliveryDate: {} },
  },
  ItemID: {
    children: [
      ['SupplierPartID', '1'],
      ['SupplierPartAuxiliaryID', '?'],
      ['BuyerPartID', '?'],
    ],
  },
  SupplierPartID: { text: true },
  SupplierPartAuxiliaryID: { any: true },
  BuyerPartID: { text: true },
  ItemDetail: {
    children: [
      ['UnitPrice', '1'],
      ['Description', '+'],
      ['UnitOfMeasure', '1'],
      ['PriceBasisQuantity', '?'],
      ['Classification', '+'],
      ['ManufacturerPartID', '?'],
      ['ManufacturerName', '?'],
      ['URL', '?'],
      ['LeadTime', '?'],
      ['Extrinsic', '*'],
    ],
  },
  UnitPrice: {
    children: [
      ['Money', '1'],
      ['Modifications', '?'],
    ],
  },
  Description: { text: true, children: [['ShortName', '?']], attributes: { 'xml:lang': { required: true }, type: {} } },
  ShortName: { text: true },
  UnitOfMeasure: { text: true },
  PriceBasisQuantity: { any: true },
  Classification: { text: true, attributes: { domain: { required: true }, code: {} } },
  ManufacturerPartID: { text: true },
  ManufacturerName: { text: true, attributes: LANG },
  LeadTime: { text: true },
  Extrinsic: { any: true, attributes: { name: { required: true } } },
  SupplierID: { any: true },
  SpendDetail: { any: true },
  Distribution: { any: true },
  Comments: { any: true },

  OrderRequest: {
    children: [
      ['OrderRequestHeader', '1'],
      ['ItemOut', '+'],
    ],
  },
  OrderRequestHeader: {
    children: [
      ['Total', '1'],
      ['ShipTo', '?'],
      ['BillTo', '1'],
      ['BusinessPartner', '*'],
      ['LegalEntity', '?'],
      ['OrganizationalUnit', '*'],
      ['Shipping', '?'],
      ['Tax', '?'],
      ['Payment', '?'],
      ['PaymentTerm', '*'],
      ['Contact', '*'],
      ['Comments', '?'],
      ['Followup', '?'],
      ['ControlKeys', '?'],
      ['DocumentReference', '?'],
      ['SupplierOrderInfo', '?'],
      ['TermsOfDelivery', '?'],
      ['DeliveryPeriod', '?'],
      ['IdReference', '*'],
      ['OrderRequestHeaderIndustry', '?'],
      ['Extrinsic', '*'],
    ],
    attributes: { orderID: { required: true }, orderDate: { required: true }, type: { values: ['new', 'update', 'delete'] }, orderVersion: {}, orderType: {} },
  },
  BusinessPartner: { any: true },
  LegalEntity: { any: true },
  OrganizationalUnit: { any: true },
  Payment: { any: true },
  PaymentTerm: { any: true },
  Followup: { any: true },
  ControlKeys: { any: true },
  DocumentReference: { any: true },
  TermsOfDelivery: { any: true },
  DeliveryPeriod: { any: true },
  IdReference: { any: true },
  OrderRequestHeaderIndustry: { any: true },
  ItemOut: {
    children: [
      ['ItemID', '1'],
      ['Path', '?'],
      ['ItemDetail', '?'],
      ['SupplierID', '?'],
      ['SupplierList', '?'],
      ['ShipTo', '?'],
      ['Shipping', '?'],
      ['Tax', '?'],
      ['SpendDetail', '?'],
      ['Distribution', '*'],
      ['Contact', '*'],
      ['TermsOfDelivery', '?'],
      ['Comments', '?'],
    ],
    attributes: { quantity: { required: true }, lineNumber: {}, requisitionID: {}, requestedDeliveryDate: {} },
  },
  SupplierList: { any: true },
};

/** A parsed element: name, attributes, child elements in order, text. */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

/** Every way `element` breaks the structure above, as "path: what is wrong"; empty when it conforms. */
export function structureProblems(element: XmlElement, path = element.name): string[] {
  const model = CXML_STRUCTURE[element.name];
  if (!model) return [`${path}: <${element.name}> is not an element of these cXML documents`];
  const problems: string[] = [];
  for (const [name, attribute] of Object.entries(model.attributes ?? {})) {
    const value = element.attributes[name];
    if (value === undefined) {
      if (attribute.required) problems.push(`${path}: attribute ${name} is required`);
    } else if (attribute.values && !attribute.values.includes(value)) {
      problems.push(`${path}: ${name}="${value}" is not one of ${attribute.values.join(', ')}`);
    }
  }
  if (model.any) return problems;
  if (!model.text && element.text.trim() !== '') problems.push(`${path}: text is not allowed here`);
  const sequence = element.name === 'cXML' ? rootSequence(element) : (model.children ?? []);
  problems.push(...sequenceProblems(element, sequence, path));
  element.children.forEach((child, index) => problems.push(...structureProblems(child, `${path}/${child.name}[${index}]`)));
  return problems;
}

/** cXML's own model has a nested choice: a Header with a Message or a Request, or a Response alone. */
function rootSequence(element: XmlElement): NonNullable<ElementModel['children']> {
  return element.children[0]?.name === 'Response'
    ? [['Response', '1']]
    : [
        ['Header', '1'],
        [['Message', 'Request'], '1'],
      ];
}

function sequenceProblems(element: XmlElement, sequence: NonNullable<ElementModel['children']>, path: string): string[] {
  const names = element.children.map((c) => c.name);
  let at = 0;
  const problems: string[] = [];
  for (const [slot, occurs] of sequence) {
    const fits = (name: string | undefined) => name !== undefined && (typeof slot === 'string' ? name === slot : slot.includes(name));
    let count = 0;
    while (fits(names[at]) && (count === 0 || occurs === '*' || occurs === '+')) {
      at += 1;
      count += 1;
    }
    if (count === 0 && (occurs === '1' || occurs === '+'))
      problems.push(`${path}: expected <${typeof slot === 'string' ? slot : slot.join('|')}> at child ${at}`);
  }
  if (at < names.length) problems.push(`${path}: <${names[at]}> is not allowed at child ${at}`);
  return problems;
}
