import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { acceptQuotationStep, createQuotationStep, appendQuotationStep } from '@/lib/server/inquiry/quotes';
import { quotationsSince } from '@/lib/server/inquiry/queries';
import { CreateInquiryBody, CreateQuotationBody } from '@/lib/contracts/inquiry/schema';
import { createInquiry } from '@/lib/server/inquiry/service';
import { numberOf } from '@/lib/server/inquiry/views';
import { notify } from '@/lib/server/notifications/service';
import type { WorkflowContext } from '@/lib/server/outbox/run';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoQuote = Omit<z.input<typeof CreateQuotationBody>, 'lineId' | 'validUntil'>;

/**
 * Demo RFQ data so the inquiry pages are not empty: two multi-line
 * inquiries from demo_buyer with quotations from demo_seller and
 * demo_seller2 (one appended, one accepted), and an open one that
 * nobody has quoted yet. Added once: skipped when
 * demo_seller has quoted before. Runs in the demo loader's transaction, so
 * it calls the inquiry steps directly; the demo's messages are written, no
 * mail is sent.
 */
export async function seedRfq(db: Db, memberIds: Map<string, number>): Promise<void> {
  const buyer = memberIds.get('demo_buyer');
  const seller = memberIds.get('demo_seller');
  const seller2 = memberIds.get('demo_seller2');
  if (buyer === undefined || seller === undefined || seller2 === undefined) return;
  if ((await quotationsSince(db, seller, '')).count > 0) return;

  const contact = { contactName: '王老师', contactPhone: '13800138000' };
  const first = await createInquiry(
    db,
    buyer,
    CreateInquiryBody.parse({
      ...contact,
      remarks: '课题组常规采购，请注明货期与是否含税含运费。',
      neededBy: new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10),
      lines: [
        { cas: '64-17-5', quantity: 2, unitCode: 'L', purity: 'AR', packaging: '500 mL × 4 瓶' },
        { cas: '67-64-1', quantity: 4, unitCode: 'L', purity: '≥99.5%' },
        { cas: '100-02-7', productName: '对硝基苯酚', quantity: 1, unitCode: 'kg', purity: '≥99%' },
      ],
    }),
  );
  const second = await createInquiry(
    db,
    buyer,
    CreateInquiryBody.parse({
      ...contact,
      lines: [
        { cas: '7664-93-9', quantity: 5, unitCode: 'L', purity: 'GR' },
        { cas: '50-78-2', quantity: 100, unitCode: 'g', purity: '99%' },
      ],
    }),
  );
  // Nobody quotes on this one: it stays open. (From demo_buyer: demo_seller3's hourly inquiry count belongs to the flood test.)
  await createInquiry(db, buyer, CreateInquiryBody.parse({ ...contact, lines: [{ cas: '71-43-2', quantity: 1, unitCode: 'L', purity: 'AR' }] }));

  const validUntil = new Date(Date.now() + 14 * DAY_MS).toISOString();
  const quote = async (sellerId: number, lineId: number, offer: DemoQuote) => {
    const input = CreateQuotationBody.parse({ ...offer, lineId, validUntil });
    const facts = await createQuotationStep(db, sellerId, input);
    await tell(db, facts.inquiry.buyerId, `收到新报价：${numberOf(facts.inquiry)}`, `卖家对您的询价「${facts.line.productName}」给出了报价。`);
    return facts.quotation;
  };
  const [ethanol, acetone] = first.lines;
  const [acid, aspirin] = second.lines;
  const q1 = await quote(seller, ethanol!.id, { priceCents: 3800, packSize: 500, unitCode: 'mL', purity: 'AR', inStock: true, remarks: '含税含运费' });
  await quote(seller2, ethanol!.id, { priceCents: 3500, packSize: 500, unitCode: 'mL', purity: 'AR', leadTimeDays: 3 });
  await appendQuotationStep(db, seller, {
    quotationId: q1.id,
    priceCents: 3300,
    packSize: 500,
    unitCode: 'mL',
    purity: 'AR',
    inStock: true,
    leadTimeDays: 0,
    validUntil,
    remarks: '老客户价，含税含运费',
    confirmUnusualPrice: false,
  });
  await quote(seller, acetone!.id, { priceCents: 9800, packSize: 4, unitCode: 'L', purity: '≥99.5%', leadTimeDays: 2 });
  const won = await quote(seller2, acid!.id, { priceCents: 5600, packSize: 2.5, unitCode: 'L', purity: 'GR', inStock: true });
  await quote(seller, acid!.id, { priceCents: 6200, packSize: 2.5, unitCode: 'L', purity: 'GR', inStock: true });
  await quote(seller, aspirin!.id, { priceCents: 4500, packSize: 100, unitCode: 'g', purity: '99%', leadTimeDays: 5 });
  await acceptQuotationStep(db, buyer, second.id, won.id);
}

async function tell(db: Db, memberId: number, title: string, body: string): Promise<void> {
  const ctx: WorkflowContext = { trx: db, owe: async () => {} };
  await notify(ctx, [{ memberId, kind: 'quotation_received', title, body, link: null }]);
}
