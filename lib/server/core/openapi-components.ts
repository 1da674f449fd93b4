import { z } from 'zod';
import { ProductDetailSchema, SearchHitSchema } from '@/lib/contracts/catalog/schema';
import { GoodsDetailSchema, ImportJobSchema, OfferSchema, SellerGoodsSchema } from '@/lib/contracts/goods/schema';
import { InquiryDetailSchema, InquiryLineSchema, InquirySchema, QuotationSchema, SellerRefSchema } from '@/lib/contracts/inquiry/schema';
import { InvoiceInfoSchema } from '@/lib/contracts/invoice/schema';
import {
  CartLineSchema,
  CartSchema,
  CreateOrderResultSchema,
  LineHazardSchema,
  OrderDetailSchema,
  OrderEventSchema,
  OrderLineSchema,
  OrderPaymentSchema,
  OrderSchema,
  ShipInfoSchema,
  TrackingEventSchema,
} from '@/lib/contracts/orders/schema';

/*
 * The entities the OpenAPI document names once under components/schemas and
 * refers to by $ref (issue 34), so a generated client has one Order type, not
 * one per call. Answers only: a request body is written inline, in the shape
 * that call accepts.
 */
const NAMED_ANSWER_SCHEMAS: ReadonlyArray<readonly [string, z.ZodType]> = [
  ['ProductDetail', ProductDetailSchema],
  ['SearchHit', SearchHitSchema],
  ['Offer', OfferSchema],
  ['SellerGoods', SellerGoodsSchema],
  ['GoodsDetail', GoodsDetailSchema],
  ['ImportJob', ImportJobSchema],
  ['Inquiry', InquirySchema],
  ['InquiryLine', InquiryLineSchema],
  ['InquiryDetail', InquiryDetailSchema],
  ['Quotation', QuotationSchema],
  ['SellerRef', SellerRefSchema],
  ['Cart', CartSchema],
  ['CartLine', CartLineSchema],
  ['LineHazard', LineHazardSchema],
  ['Order', OrderSchema],
  ['OrderLine', OrderLineSchema],
  ['OrderDetail', OrderDetailSchema],
  ['OrderEvent', OrderEventSchema],
  ['CreateOrderResult', CreateOrderResultSchema],
  ['OrderPayment', OrderPaymentSchema],
  ['ShipInfo', ShipInfoSchema],
  ['TrackingEvent', TrackingEventSchema],
  ['InvoiceInfo', InvoiceInfoSchema],
];

const NAME_OF = new Map<z.core.$ZodType, string>(NAMED_ANSWER_SCHEMAS.map(([name, schema]) => [schema, name]));
const NAME_OF_COMPONENT = new Set(NAME_OF.values());

export const COMPONENTS_PREFIX = '#/components/schemas/';

/** Every amount of money in the API: integer cents (分) of Chinese yuan. */
export const MONEY_COMPONENT = {
  MoneyCents: {
    type: 'integer',
    format: 'int64',
    description: '金额，单位为分（人民币 CNY），整数；例如 12345 表示 ¥123.45',
    'x-currency': 'CNY',
    'x-unit': 'cent',
    examples: [12345],
  },
};

/**
 * The registry the answers are converted with: the descriptions every schema
 * carries (zod's global registry) plus the component name of the named ones,
 * which makes zod write them once under $defs and refer to them.
 */
function answerMetadata(): z.core.$ZodRegistry<Record<string, unknown>> {
  const registry = z.registry<Record<string, unknown>>();
  registry.get = (schema) => {
    const meta = z.globalRegistry.get(schema);
    const name = NAME_OF.get(schema);
    return name ? { ...meta, id: name } : meta;
  };
  return registry;
}
const ANSWER_METADATA = answerMetadata();

type Json = Record<string, unknown>;

/**
 * An integer property named …Cents is money: it refers to MoneyCents (answers)
 * or says its currency (requests). Also drops zod's safe-integer bounds.
 */
function markMoney(node: unknown, io: 'input' | 'output', propertyName?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => markMoney(item, io));
  if (!node || typeof node !== 'object') return node;
  const schema = node as Json;
  if (propertyName?.endsWith('Cents')) {
    const money = moneyOf(schema, io);
    if (money) return money;
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    // zod bounds every integer by ±Number.MAX_SAFE_INTEGER: no limit worth printing.
    if ((key === 'minimum' || key === 'maximum') && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, property]) => [name, markMoney(property, io, name)]));
    } else {
      out[key] = markMoney(value, io);
    }
  }
  return out;
}

function moneyOf(schema: Json, io: 'input' | 'output'): Json | null {
  const ref = { $ref: `${COMPONENTS_PREFIX}MoneyCents` };
  if (schema.type === 'integer') {
    if (io === 'input') return { ...(markMoney(schema, io) as Json), format: 'int64', 'x-currency': 'CNY' };
    return { ...ref, ...(schema.description ? { description: schema.description } : {}) };
  }
  const variants = schema.anyOf as Json[] | undefined;
  if (io === 'output' && variants?.length === 2 && variants.some((v) => v.type === 'null') && variants.some((v) => v.type === 'integer')) {
    return { anyOf: [ref, { type: 'null' }], ...(schema.description ? { description: schema.description } : {}) };
  }
  return null;
}

/** zod writes `#/$defs/Name`; in an OpenAPI document the named schemas live under components. */
function toComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toComponentRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', COMPONENTS_PREFIX) : toComponentRefs(value),
    ]),
  );
}

/**
 * A contract's schema as JSON Schema for the document. Answers put their
 * named entities into `components` (collected across calls) and refer to them.
 */
export function schemaFor(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', ...(io === 'output' ? { metadata: ANSWER_METADATA } : {}) }) as Json;
  const { $schema: _dialect, $defs, ...body } = converted;
  for (const [name, def] of Object.entries(($defs ?? {}) as Json)) {
    // zod names an unnamed cycle __schemaN per conversion: such names would clash across calls.
    if (!NAME_OF_COMPONENT.has(name)) throw new Error(`OpenAPI: ${name} is not a named component; name it in NAMED_ANSWER_SCHEMAS`);
    components[name] ??= markMoney(toComponentRefs(def), io);
  }
  return markMoney(toComponentRefs(body), io) as Json;
}

/** The names the document must define (a test checks each is there and referred to). */
export const NAMED_COMPONENTS = [...NAMED_ANSWER_SCHEMAS.map(([name]) => name), ...Object.keys(MONEY_COMPONENT)];
