import type { z } from 'zod';
import { getMemberInfo } from '@/lib/server/account/service';
import { listAddresses } from '@/lib/server/address/service';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { createInquiry } from '@/lib/server/inquiry/service';
import { listInvoiceInfos } from '@/lib/server/invoice/service';
import { addManyToCart, readCart } from '@/lib/server/orders/cart';
import { normalizeCas } from '@/lib/shared/cas';
import { normalizePhone } from '@/lib/shared/identity';
import type { QuickOrderPlaceBody, QuickOrderPlaceResultSchema } from '@/lib/contracts/orders/quick-order-schema';
import { runWorkflow } from '@/lib/server/outbox/run';

/*
 * 快速下单, the second step (decision 0151): the chosen offers into the cart
 * and the lines no offer covers into one list inquiry, in one transaction —
 * a refused inquiry (too many this hour) leaves the cart as it was. A line
 * the cart refuses (sold out since the list was resolved) says why; the rest
 * go in. The inquiry takes the buyer's contact, default address and invoice
 * details, as the inquiry form would prefill them.
 */

const REMARKS = '来自快速下单：清单中暂无在售商品的行';

export function placeQuickOrder(db: Db, buyerId: number, body: z.output<typeof QuickOrderPlaceBody>): Promise<z.input<typeof QuickOrderPlaceResultSchema>> {
  return runWorkflow(db, 'quick-order', async ({ trx }) => {
    const outcomes = await addManyToCart(
      trx,
      buyerId,
      body.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.packs })),
    );
    const inquiry = body.inquiryLines.length > 0 ? await inquiryForRest(trx, buyerId, body.inquiryLines) : null;
    const lines = body.lines.map((l, index) => ({ ...l, added: outcomes[index]!.added, reason: outcomes[index]!.reason }));
    return { lines, added: lines.filter((l) => l.added).length, inquiry, cart: await readCart(trx, buyerId) };
  });
}

async function inquiryForRest(trx: Db, buyerId: number, rest: z.output<typeof QuickOrderPlaceBody>['inquiryLines']) {
  const [member, addresses, invoices] = await Promise.all([
    getMemberInfo(trx, buyerId),
    listAddresses(trx, buyerId, { page: 1, pageSize: 20 }),
    listInvoiceInfos(trx, buyerId, { page: 1, pageSize: 20 }),
  ]);
  const address = addresses.list.find((a) => a.isDefault) ?? addresses.list[0];
  // The member's phone, else the default address's: sellers need someone to call.
  const phone = normalizePhone(member.phone ?? '') ?? normalizePhone(address?.phone ?? '');
  if (!phone)
    throw new AppError(ErrorCode.VALIDATION_FAILED, '询价需要联系电话：请先在账户信息中填写手机号或添加收货地址，或不为其余行询价', {
      fields: [{ field: 'inquiryLines', message: '缺少联系电话' }],
    });
  const inquiry = await createInquiry(trx, buyerId, {
    lines: rest.map((l) => {
      const cas = normalizeCas(l.query);
      return {
        substanceId: l.substanceId ?? undefined,
        cas: cas ?? undefined,
        // An inquiry line's name is at most 100 characters (the inquiry form's rule).
        productName: cas || l.substanceId ? undefined : l.query.slice(0, 100),
        smiles: undefined,
        quantity: l.quantity,
        unitCode: l.unitCode,
        purity: l.purity ?? undefined,
        packaging: undefined,
      };
    }),
    contactName: member.displayName,
    contactPhone: phone,
    addressId: address?.id ?? null,
    invoiceInfoId: invoices.list.find((i) => i.isDefault)?.id ?? null,
    remarks: REMARKS,
    neededBy: undefined,
    deadline: undefined,
  });
  return { id: inquiry.id, inquiryNo: inquiry.inquiryNo, lines: inquiry.lineCount };
}
