import { describe, expect, it } from 'vitest';
import { jsonForScript, productJsonLd } from './seo';
import type { ProductDetail } from './service';

const ethanol: ProductDetail = {
  cas: '64-17-5',
  name: 'Ethanol',
  nameZh: '乙醇',
  nameZhSource: '危险化学品目录（2015版） 序号 2568',
  iupacName: 'ethanol',
  synonyms: ['ethyl alcohol', '</script><script>alert(1)</script>'],
  formula: 'C2H6O',
  molecularWeight: 46.06844,
  smiles: 'CCO',
  inchi: null,
  inchikey: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N',
  pubchemCid: 702,
  category: null,
  properties: { meltingPointK: null, boilingPointK: null, densityKgM3: null },
  ghs: null,
  offers: [
    {
      goodsId: 1,
      seller: { id: 2, name: 'A' },
      packSize: 500,
      unit: { code: 'mL', name: '毫升' },
      purity: 'AR',
      brand: null,
      priceCents: 2680,
      stock: 0,
      leadTimeDays: 7,
      coa: null,
      sds: null,
    },
    {
      goodsId: 2,
      seller: { id: 3, name: 'B' },
      packSize: 5,
      unit: { code: 'mL', name: '毫升' },
      purity: '99%',
      brand: null,
      priceCents: 1471,
      stock: 3,
      leadTimeDays: 1,
      coa: { lotNumber: 'L1', url: '/coa/2' },
      sds: null,
    },
  ],
};

describe('productJsonLd', () => {
  it('describes the substance as a Product keyed by CAS with its offers summarised', () => {
    const data = productJsonLd(ethanol, 'https://chemmart.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: '乙醇',
      alternateName: ['Ethanol', 'ethyl alcohol', '</script><script>alert(1)</script>'],
      sku: '64-17-5',
      url: 'https://chemmart.example/products/64-17-5.html',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'CNY',
        lowPrice: '14.71',
        highPrice: '26.80',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'InChIKey', value: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N' });
  });

  it('names a substance without a Chinese name in English, with its synonyms as the other names', () => {
    expect(productJsonLd({ ...ethanol, nameZh: null, nameZhSource: null }, 'https://x')).toMatchObject({
      name: 'Ethanol',
      alternateName: ['ethyl alcohol', '</script><script>alert(1)</script>'],
    });
  });

  it('leaves offers out when nothing is on the shelf', () => {
    expect(productJsonLd({ ...ethanol, offers: [] }, 'https://x').offers).toBeUndefined();
  });

  it('cannot be broken out of its <script> element by the data', () => {
    const json = jsonForScript(productJsonLd(ethanol, 'https://x'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).alternateName).toContain('</script><script>alert(1)</script>');
  });
});
