import { describe, expect, it } from 'vitest';
import type { CertificateKind } from '@/lib/shared/certificates';
import { isGeneralRequirement, missingGeneralLicences, missingShelfLicences } from './shelf-licences';

const held = (...kinds: CertificateKind[]) => new Set<CertificateKind>(kinds);

describe('missingShelfLicences', () => {
  it('asks every seller for the business licence, and nothing more for a substance on no list', () => {
    expect(missingShelfLicences('7647-14-5', held()).map((m) => m.anyOf)).toEqual([['business_licence']]);
    expect(missingShelfLicences('7647-14-5', held('business_licence'))).toEqual([]);
  });

  it('asks for the hazardous-chemicals business or production licence for a substance on the hazardous catalogue', () => {
    const missing = missingShelfLicences('64-17-5', held('business_licence'));
    expect(missing).toEqual([
      {
        reason: '危险化学品',
        anyOf: ['hazardous_business_licence', 'hazardous_production_licence'],
        message: expect.stringContaining('危险化学品经营许可证或危险化学品安全生产许可证'),
      },
    ]);
    expect(missingShelfLicences('64-17-5', held('business_licence', 'hazardous_production_licence'))).toEqual([]);
  });

  it('separates the general requirement (shown once at the top of the goods page) from the substance’s own', () => {
    const missing = missingShelfLicences('7664-93-9', held());
    expect(missing.map(isGeneralRequirement)).toEqual([true, false]);
    expect(missingGeneralLicences(held())).toEqual(missing.filter(isGeneralRequirement));
    expect(missingGeneralLicences(held('business_licence'))).toEqual([]);
  });
});
