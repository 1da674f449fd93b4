import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * The operator console: disabled members, express companies, the append-only audit log.
 *
 * - `members.disabled_at` / `disabled_reason`: an operator disables a member;
 *   sign-in is refused and sessions stop resolving while it is set.
 * - `express_companies`: the carriers sellers choose when they ship (spec §7,
 *   Shipping). Reference data, seeded here so production has it too; the
 *   operator edits it afterwards, and a later start never overwrites it.
 * - `audit_log` becomes append-only in the database itself: a trigger refuses
 *   UPDATE and DELETE, so not even a bug in our code can rewrite history.
 */
export const SEEDED_EXPRESS_COMPANIES = [
  { name: '顺丰速运', code: 'SF', trackingUrlTemplate: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{no}', dangerousGoods: 0 },
  { name: '京东物流', code: 'JD', trackingUrlTemplate: 'https://www.jdl.com/orderSearch/?waybillCodes={no}', dangerousGoods: 0 },
  { name: '中国邮政 EMS', code: 'EMS', trackingUrlTemplate: 'https://www.ems.com.cn/queryList?mailNum={no}', dangerousGoods: 0 },
  { name: '中通快递', code: 'ZTO', trackingUrlTemplate: 'https://www.zto.com/?num={no}', dangerousGoods: 0 },
  { name: '圆通速递', code: 'YTO', trackingUrlTemplate: 'https://www.yto.net.cn/?mailNo={no}', dangerousGoods: 0 },
  { name: '韵达快递', code: 'YUNDA', trackingUrlTemplate: 'https://www.yundaex.com/?mailNo={no}', dangerousGoods: 0 },
  { name: '申通快递', code: 'STO', trackingUrlTemplate: 'https://www.sto.cn/?mailNo={no}', dangerousGoods: 0 },
  { name: '德邦快递', code: 'DBL', trackingUrlTemplate: 'https://www.deppon.com/?mailNo={no}', dangerousGoods: 0 },
  // Class 3/8 reagents (solvents, acids) go by road with a licensed dangerous-goods carrier, not by parcel express.
  { name: '危险品专线（公路危运）', code: 'DG_ROAD', trackingUrlTemplate: null, dangerousGoods: 1 },
  { name: '化学品物流专线', code: 'DG_CHEM', trackingUrlTemplate: null, dangerousGoods: 1 },
] as const;

async function appendOnlyAuditLog(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    return;
  }
  await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('members').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('members').addColumn('disabled_reason', 'text').execute();

  await addIdColumn(db.schema.createTable('express_companies'), dialect)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('tracking_url_template', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('dangerous_goods', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('express_companies' as never)
    .values(
      SEEDED_EXPRESS_COMPANIES.map((c, i) => ({
        name: c.name,
        code: c.code,
        tracking_url_template: c.trackingUrlTemplate,
        enabled: 1,
        dangerous_goods: c.dangerousGoods,
        sort_order: (i + 1) * 10,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();

  await appendOnlyAuditLog(db, dialect);
}
