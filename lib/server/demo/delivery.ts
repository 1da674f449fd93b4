import { importAddressIfNone } from '@/lib/server/address/service';
import type { Db } from '@/lib/server/core/db';
import { importInvoiceInfoIfNone } from '@/lib/server/invoice/service';

type DemoDelivery = {
  address: Parameters<typeof importAddressIfNone>[2];
  invoice: Parameters<typeof importInvoiceInfoIfNone>[2];
};

/**
 * A default receipt address and invoice details for the demo buyers, so the
 * product page's delivery choices show something right after sign-in. The
 * credit code is made up (it passes the GB 32100 check character only).
 */
const DEMO_DELIVERY: Record<string, DemoDelivery> = {
  demo_buyer: {
    address: { receiver: '王老师', phone: '13800138000', areaCodes: ['31', '3101', '310110'], detail: '邯郸路 220 号化学楼 302 室', postcode: '200433' },
    invoice: { categoryCode: 'e_normal', title: '王老师', email: 'demo_buyer@example.com' },
  },
  demo_seller3: {
    address: { receiver: '陈工', phone: '020-38888888', areaCodes: ['44', '4401', '440106'], detail: '天河路 385 号 18 楼 1803 室', postcode: '510620' },
    invoice: {
      categoryCode: 'vat_special',
      title: '广州岭南生化科技有限公司',
      taxNumber: '91440101MA5CK7Q3XE',
      bankName: '中国工商银行广州天河支行',
      bankAccount: '3602000109200123456',
      registeredAddress: '广州市天河区天河路 385 号 18 楼',
      registeredPhone: '020-38888888',
    },
  },
};

/** Idempotent: a member who keeps any address (or invoice details) gets none added. */
export async function seedDeliveryDetails(db: Db, memberIds: Map<string, number>): Promise<void> {
  for (const [username, delivery] of Object.entries(DEMO_DELIVERY)) {
    const memberId = memberIds.get(username);
    if (memberId === undefined) continue;
    await importAddressIfNone(db, memberId, delivery.address);
    await importInvoiceInfoIfNone(db, memberId, delivery.invoice);
  }
}
