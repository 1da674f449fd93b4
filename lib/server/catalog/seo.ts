import { bilingualName, productPath } from '@/lib/shared/format';
import type { ProductDetail } from './service';

/**
 * schema.org data for a product page: the substance as a Product keyed by its
 * CAS number, with the on-shelf offers summarised as an AggregateOffer.
 */
export function productJsonLd(product: ProductDetail, origin: string): Record<string, unknown> {
  const prices = product.offers.map((o) => o.priceCents);
  const properties = [
    ['CAS Registry Number', product.cas],
    ['Molecular formula', product.formula],
    ['Molecular weight', product.molecularWeight?.toFixed(4)],
    ['InChIKey', product.inchikey],
    ['SMILES', product.smiles],
  ].filter(([, value]) => value);
  // A Chinese reader's name first; the English name and the synonyms are what else it is called.
  const alternateNames = [...new Set([...(product.nameZh ? [product.name] : []), ...product.synonyms.slice(0, 10)])];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nameZh ?? product.name,
    sku: product.cas,
    productID: `CAS:${product.cas}`,
    url: `${origin}${productPath(product.cas)}`,
    description: `${bilingualName(product)}（CAS ${product.cas}）${product.formula ? `，分子式 ${product.formula}` : ''}`,
    ...(alternateNames.length > 0 ? { alternateName: alternateNames } : {}),
    additionalProperty: properties.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'CNY',
            lowPrice: (Math.min(...prices) / 100).toFixed(2),
            highPrice: (Math.max(...prices) / 100).toFixed(2),
            offerCount: prices.length,
            availability: product.offers.some((o) => o.stock > 0) ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: "<" escaped, so no string in the data can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
