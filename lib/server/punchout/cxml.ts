import { randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { XmlElement } from './cxml-structure';

/*
 * Reading and writing cXML 1.2 (issue 34; decision 0165). Documents are
 * read into a plain element tree (order kept: cXML content models are
 * sequences) and written from one small builder that escapes every text and
 * attribute. A DOCTYPE is read but never fetched: fast-xml-parser resolves no
 * external entity, and a document declaring entities is refused unread.
 */

export const CXML_VERSION = '1.2.014';
export const CXML_DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;
/** Larger than any PunchOut document a procurement system sends; a bigger body is refused unread. */
export const MAX_CXML_BYTES = 512 * 1024;

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export class CxmlParseError extends Error {}

/** The document's root element; throws CxmlParseError for what is not well-formed XML with one root. */
export function parseCxml(xml: string): XmlElement {
  // A cXML DOCTYPE names the DTD and declares nothing: an entity declaration could only expand the document (billion laughs).
  if (/<!ENTITY/i.test(xml)) throw new CxmlParseError('entity declarations are not accepted in cXML');
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(xml, true) as OrderedNode[];
  } catch (error) {
    throw new CxmlParseError(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const roots = nodes.map(toElement).filter((e): e is XmlElement => e !== null);
  if (roots.length !== 1) throw new CxmlParseError('a cXML document has exactly one root element');
  return roots[0]!;
}

function toElement(node: OrderedNode): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@');
  if (!name || name === '#text' || name.startsWith('?') || name.startsWith('!')) return null;
  const content = (node[name] ?? []) as OrderedNode[];
  const children = content.map(toElement).filter((e): e is XmlElement => e !== null);
  const text = content.map((c) => (typeof c['#text'] === 'string' || typeof c['#text'] === 'number' ? String(c['#text']) : '')).join('');
  return { name, attributes: { ...(node[':@'] ?? {}) }, children, text };
}

/** The first child named so, following a path of names. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let at = element;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}

/** The trimmed text of the element at the path, or '' when it is missing. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string {
  return child(element, ...path)?.text.trim() ?? '';
}

/* ---------- writing ---------- */

export type Node = { name: string; attributes?: Record<string, string | number | undefined>; children?: (Node | null)[]; text?: string };

/** Escaped, and without the control characters XML 1.0 cannot carry (a seller's text may hold one). */
const escapeXml = (value: string) =>
  value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function el(name: string, attributes: Node['attributes'] = {}, content: (Node | null)[] | string = []): Node {
  return typeof content === 'string' ? { name, attributes, text: content } : { name, attributes, children: content };
}

function write(node: Node, depth: number): string {
  const pad = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (node.text !== undefined) return `${pad}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`;
  const children = (node.children ?? []).filter((c): c is Node => c !== null);
  if (children.length === 0) return `${pad}<${node.name}${attributes}/>`;
  return `${pad}<${node.name}${attributes}>\n${children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${node.name}>`;
}

/** A whole cXML document: declaration, DOCTYPE, and the cXML root with a fresh payloadID and timestamp. */
export function cxmlDocument(content: Node[], host: string, now = new Date()): { xml: string; payloadId: string } {
  const payloadId = `${now.getTime()}.${process.pid}.${randomBytes(6).toString('hex')}@${host}`;
  const root = el(
    'cXML',
    { payloadID: payloadId, timestamp: now.toISOString().replace(/\.\d{3}Z$/, '+00:00'), version: CXML_VERSION, 'xml:lang': 'zh-CN' },
    content,
  );
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${write(root, 0)}\n`, payloadId };
}

/** A Response with only its Status: how cXML answers an OrderRequest, and how it refuses any request. */
export function statusResponse(code: number, text: string, detail: string, host: string): string {
  return cxmlDocument([el('Response', {}, [el('Status', { code, text, 'xml:lang': 'zh-CN' }, detail)])], host).xml;
}

/** Money as cXML writes it: yuan with two decimals (we keep fen, integer). */
export function moneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** cXML money text to fen; null for what is not a plain decimal amount. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
