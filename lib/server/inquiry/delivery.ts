import { getAddress, listAddresses } from '@/lib/server/address/service';
import type { Db } from '@/lib/server/core/db';
import { provinceOf } from '@/lib/server/freight/service';
import { getInvoiceInfo } from '@/lib/server/invoice/service';
import type { InquiryRow } from './views';

/*
 * What an inquiry keeps of the address and invoice details it was sent with
 * (migration 0029): the buyer may delete them from their books afterwards.
 */

export type DeliverySnapshot = { receiver: string; phone: string; areaLabel: string; detail: string; postcode: string | null; province?: string | null };
export type InvoiceSnapshot = { categoryName: string; title: string; taxNumber: string | null };

export function deliverySnapshot(a: DeliverySnapshot & { areaCodes: string[] }): DeliverySnapshot {
  return { receiver: a.receiver, phone: a.phone, areaLabel: a.areaLabel, detail: a.detail, postcode: a.postcode ?? null, province: provinceOf(a.areaCodes) };
}

/** The province freight to this inquiry is computed for: the address it was sent with, else the buyer's default address. */
export async function inquiryProvince(db: Db, row: InquiryRow): Promise<string | null> {
  const sent = row.deliveryJson ? (JSON.parse(row.deliveryJson) as DeliverySnapshot).province : null;
  if (sent) return sent;
  const address = (await listAddresses(db, row.buyerId, { page: 1, pageSize: 1 })).list[0];
  return address ? provinceOf(address.areaCodes) : null;
}

export function invoiceSnapshot(i: { category: { name: string }; title: string; taxNumber: string | null }): InvoiceSnapshot {
  return { categoryName: i.category.name, title: i.title, taxNumber: i.taxNumber ?? null };
}

/**
 * The address and invoice details the inquiry was sent with: its own
 * snapshot (migration 0029), or for an older inquiry what the books still hold.
 */
export async function sentDelivery(db: Db, row: InquiryRow): Promise<{ address: string | null; invoiceTitle: string | null }> {
  const sentAddress = row.deliveryJson ? (JSON.parse(row.deliveryJson) as DeliverySnapshot) : null;
  const sentInvoice = row.invoiceJson ? (JSON.parse(row.invoiceJson) as InvoiceSnapshot) : null;
  const address = sentAddress ?? (row.addressId ? await getAddress(db, row.buyerId, row.addressId).catch(() => null) : null);
  const invoice = sentInvoice ?? (row.invoiceInfoId ? await getInvoiceInfo(db, row.buyerId, row.invoiceInfoId).catch(() => null) : null);
  return { address: address ? `${address.areaLabel} ${address.detail} · ${address.receiver}` : null, invoiceTitle: invoice?.title ?? null };
}
