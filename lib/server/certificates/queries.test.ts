import { describe, expect, it } from 'vitest';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { buyerCertificateRequirements, supplierCertificateRequirements, unmetRequirements } from './queries';

const kindsOf = (cas: string) => buyerCertificateRequirements(restrictionsFor(cas)).map((r) => r.anyOf);

describe('regulated list → required certificate kinds', () => {
  it('asks a buyer for the purchase permit for a category 1 precursor', () => {
    expect(kindsOf('103-79-7')).toEqual([['precursor_purchase_permit']]);
  });

  it('potassium permanganate (precursor category 3 and explosive precursor) needs a filing and a hazardous licence or explosive proof', () => {
    expect(kindsOf('7722-64-7')).toEqual([
      ['precursor_filing_certificate', 'precursor_purchase_permit'],
      ['hazardous_business_licence', 'explosive_precursor_permit'],
    ]);
  });

  it('sodium cyanide (highly toxic) needs the hazardous licence or the highly-toxic purchase permit; ethanol needs nothing from a buyer', () => {
    expect(kindsOf('143-33-9')).toEqual([['hazardous_business_licence', 'highly_toxic_purchase_permit']]);
    expect(kindsOf('64-17-5')).toEqual([]);
  });

  it('asks a seller for the business licence always, and a hazardous-chemicals licence for catalogue substances', () => {
    expect(supplierCertificateRequirements(restrictionsFor('64-17-5')).map((r) => r.anyOf)).toEqual([
      ['business_licence'],
      ['hazardous_business_licence', 'hazardous_production_licence'],
    ]);
    expect(supplierCertificateRequirements(restrictionsFor('50-78-2')).map((r) => r.anyOf)).toEqual([['business_licence']]);
  });

  it('names what is missing, and nothing when one of the alternatives is held', () => {
    const needs = buyerCertificateRequirements(restrictionsFor('143-33-9'));
    expect(unmetRequirements(needs, new Set(['hazardous_business_licence']))).toEqual([]);
    expect(unmetRequirements(needs, new Set(['precursor_purchase_permit']))[0]!.message).toBe(
      '剧毒化学品：需要已审核通过且在有效期内的危险化学品经营许可证或剧毒化学品购买许可证',
    );
  });

  it('an identity card (real-name verification) is no permit for any regulated substance', () => {
    for (const cas of ['103-79-7', '7722-64-7', '143-33-9']) {
      expect(unmetRequirements(buyerCertificateRequirements(restrictionsFor(cas)), new Set(['identity_card'])).length).toBeGreaterThan(0);
    }
  });
});
