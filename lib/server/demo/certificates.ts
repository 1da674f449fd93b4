import { hasCertificateOfKind, importApprovedCertificate } from '@/lib/server/certificates/service';
import type { Db } from '@/lib/server/core/db';
import { storeUpload } from '@/lib/server/uploads/service';
import { chinaToday } from '@/lib/shared/china-day';

/** A one-page PDF standing in for a scanned licence. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The demo sellers' business licences; the credit codes are made up (they only pass the check character). */
const DEMO_SELLER_LICENCES: Record<string, { holder: string; creditCode: string; hazardousNumber: string }> = {
  demo_seller: { holder: '上海华东化学试剂有限公司', creditCode: '91310115MA1K3B8L22', hazardousNumber: '沪(浦)应急危化经字〔2024〕000318' },
  demo_seller2: { holder: '天津北方精细化工有限公司', creditCode: '91120116MA05TJ8Q75', hazardousNumber: '津(滨)危化经字〔2024〕000127' },
  demo_seller3: { holder: '广州岭南生化科技有限公司', creditCode: '91440101MA5CK7Q3XE', hazardousNumber: '粤穗安经字〔2024〕000562' },
};

function yearsFromToday(years: number): string {
  const today = chinaToday();
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
}

/**
 * Approved supplier licences (business licence, hazardous-chemicals business
 * licence) for the demo sellers, so their demo goods meet the on-shelf rule.
 * Idempotent: a kind a seller already keeps is left alone (no file stored either).
 */
export async function seedDemoCertificates(db: Db, memberIds: Map<string, number>): Promise<void> {
  for (const [username, licence] of Object.entries(DEMO_SELLER_LICENCES)) {
    const memberId = memberIds.get(username);
    if (memberId === undefined) continue;
    const common = { scope: 'supplier' as const, holder: licence.holder, validFrom: '2020-01-01' };
    const licences = [
      { ...common, kind: 'business_licence', number: licence.creditCode, validTo: null, fileName: '营业执照.pdf' },
      { ...common, kind: 'hazardous_business_licence', number: licence.hazardousNumber, validTo: yearsFromToday(2), fileName: '危险化学品经营许可证.pdf' },
    ];
    for (const { fileName, ...certificate } of licences) {
      if (await hasCertificateOfKind(db, memberId, certificate.kind)) continue;
      const file = await storeUpload(db, memberId, DEMO_PDF, { purpose: 'certificate', name: fileName, contentType: 'application/pdf', extension: 'pdf' });
      await importApprovedCertificate(db, memberId, { ...certificate, uploadId: file.id });
    }
  }
}
