import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Orders (lib/server/orders, docs/state-machines.md "Order").
 *
 * - `cart_items`: a member's cart, one row per offer (goods) with a quantity of packs.
 * - `orders`: one seller's part of a purchase. Prices, the delivery address and
 *   the invoice details are snapshots taken when the order is created (JSON in
 *   `delivery_json` / `invoice_json`): editing an address later changes no
 *   order. `version` grows with every change a contract shows (the contract
 *   PDF is cached per order and version). Amounts in integer cents:
 *   payable = goods + shipping − discount, never below zero (CHECK).
 * - `order_lines`: what is bought, snapshotted from the offer or quotation.
 * - `order_payments`: each part of a payment (voucher, deposit, bank transfer,
 *   online), with the request's idempotency key; a settled part counts
 *   towards the payable amount. Deposit money moves only through the deposit
 *   ledger, in the same transaction as the row here.
 * - `order_negotiations`: price proposals on a submitted, unpaid order (议价).
 * - `order_events`: the order's history, append-only, one row per transition.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('cart_items'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_member_goods_idx').unique().on('cart_items').columns(['member_id', 'goods_id']).execute();

  await addIdColumn(db.schema.createTable('orders'), dialect)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('inquiry_id', 'integer')
    .addColumn('list_goods_cents', 'bigint', (c) => c.notNull().check(sql`list_goods_cents >= 0`))
    .addColumn('goods_cents', 'bigint', (c) => c.notNull().check(sql`goods_cents >= 0`))
    .addColumn('shipping_cents', 'bigint', (c) => c.notNull().check(sql`shipping_cents >= 0`))
    .addColumn('discount_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_cents >= 0`),
    )
    .addColumn('payable_cents', 'bigint', (c) => c.notNull().check(sql`payable_cents >= 0`))
    .addColumn('paid_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid_cents >= 0`),
    )
    .addColumn('voucher_id', 'integer')
    .addColumn('express_company_id', 'integer', (c) => c.references('express_companies.id'))
    .addColumn('delivery_json', 'text', (c) => c.notNull())
    .addColumn('invoice_json', 'text')
    .addColumn('buyer_note', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ship_express_company_id', 'integer', (c) => c.references('express_companies.id'))
    .addColumn('tracking_no', 'text')
    .addColumn('receive_mode', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('refund_reason', 'text')
    .addColumn('invoice_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('invoice_requested_at', 'text')
    .addColumn('invoice_number', 'text')
    .addColumn('invoice_upload_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('invoice_issued_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('dispatched_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('orders_paid_not_over', sql`paid_cents <= payable_cents`)
    .execute();
  await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyer_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('orders_seller_idx').on('orders').columns(['seller_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'dispatched_at']).execute();

  await addIdColumn(db.schema.createTable('order_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer')
    .addColumn('quotation_id', 'integer')
    .addColumn('substance_id', 'integer')
    .addColumn('cas', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_name_zh', 'text')
    .addColumn('purity', 'text')
    .addColumn('brand', 'text')
    .addColumn('pack_size', 'real', (c) => c.notNull())
    .addColumn('unit_code', 'text', (c) => c.notNull())
    .addColumn('lot_number', 'text')
    .addColumn('coa_upload_id', 'integer')
    .addColumn('lead_time_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').unique().on('order_lines').columns(['order_id', 'line_no']).execute();
  await db.schema.createIndex('order_lines_quotation_idx').on('order_lines').column('quotation_id').execute();

  await addIdColumn(db.schema.createTable('order_payments'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('voucher_id', 'integer')
    .addColumn('proof_upload_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('payer_name', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_trade_no', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payments_key_idx').unique().on('order_payments').columns(['order_id', 'method', 'idempotency_key']).execute();
  await db.schema.createIndex('order_payments_status_idx').on('order_payments').columns(['status', 'method', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('order_negotiations'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('proposed_by', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('goods_cents', 'bigint', (c) => c.notNull().check(sql`goods_cents >= 0`))
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('responded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_negotiations_order_idx').on('order_negotiations').columns(['order_id', 'id']).execute();

  await addIdColumn(db.schema.createTable('order_events'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();
}
