import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './dialect';
import * as foundation from './migrations/0001_foundation';
import * as accounts from './migrations/0002_accounts';
import * as profiles from './migrations/0003_profiles';
import * as search from './migrations/0004_search';
import * as merchandising from './migrations/0005_merchandising';
import * as addressesInvoices from './migrations/0006_addresses_invoices';
import * as coa from './migrations/0007_coa';
import * as inquiryDelivery from './migrations/0008_inquiry_delivery';
import * as searchWordsLexemes from './migrations/0009_search_words_lexemes';
import * as substanceStructures from './migrations/0010_substance_structures';
import * as operatorRole from './migrations/0011_operator_role';
import * as sideEffects from './migrations/0012_side_effects';
import * as serviceRequests from './migrations/0013_service_requests';
import * as rfq from './migrations/0014_rfq';
import * as chineseNames from './migrations/0015_chinese_names';
import * as auditLog from './migrations/0016_audit_log';
import * as consoleShell from './migrations/0020_console';
import * as money from './migrations/0017_money';
import * as certificatesAccounts from './migrations/0018_certificates_accounts';
import * as goodsManagement from './migrations/0019_goods_management';
import * as orders from './migrations/0021_orders';
import * as outboxStatus from './migrations/0022_outbox_status';
import * as treasury from './migrations/0023_treasury';
import * as payouts from './migrations/0024_payouts';
import * as refunds from './migrations/0025_refunds';
import * as refundPayouts from './migrations/0026_refund_payouts';
import * as reconciliation from './migrations/0027_reconciliation';
import * as instances from './migrations/0028_instances';
import * as quotationSheets from './migrations/0029_quotation_sheets';
import * as freight from './migrations/0030_freight';
import * as inquiryThreads from './migrations/0031_inquiry_threads';
import * as stockHolds from './migrations/0032_stock_holds';
import * as lots from './migrations/0033_lots';
import * as permitQuantities from './migrations/0034_permit_quantities';
import * as safetyData from './migrations/0035_safety_data';
import * as trust from './migrations/0036_trust';
import * as organisations from './migrations/0037_organisations';
import * as orderPurchaseReferences from './migrations/0038_order_purchase_references';
import * as orderApprovals from './migrations/0039_order_approvals';
import * as organisationFunds from './migrations/0040_organisation_funds';
import * as creditTerms from './migrations/0041_credit_terms';
import * as organisationDeposit from './migrations/0042_organisation_deposit';
import * as apiKeys from './migrations/0043_api_keys';
import * as webhooks from './migrations/0044_webhooks';
import * as punchout from './migrations/0045_punchout';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Listed by hand so the bundler sees every migration; names sort by version. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_profiles': profiles,
  '0004_search': search,
  '0005_merchandising': merchandising,
  '0006_addresses_invoices': addressesInvoices,
  '0007_coa': coa,
  '0008_inquiry_delivery': inquiryDelivery,
  '0009_search_words_lexemes': searchWordsLexemes,
  '0010_substance_structures': substanceStructures,
  '0011_operator_role': operatorRole,
  '0012_side_effects': sideEffects,
  '0013_service_requests': serviceRequests,
  '0014_rfq': rfq,
  '0015_chinese_names': chineseNames,
  '0016_audit_log': auditLog,
  '0020_console': consoleShell,
  '0017_money': money,
  '0018_certificates_accounts': certificatesAccounts,
  '0019_goods_management': goodsManagement,
  '0021_orders': orders,
  '0022_outbox_status': outboxStatus,
  '0023_treasury': treasury,
  '0024_payouts': payouts,
  '0025_refunds': refunds,
  '0026_refund_payouts': refundPayouts,
  '0027_reconciliation': reconciliation,
  '0028_instances': instances,
  '0029_quotation_sheets': quotationSheets,
  '0030_freight': freight,
  '0031_inquiry_threads': inquiryThreads,
  '0032_stock_holds': stockHolds,
  '0033_lots': lots,
  '0034_permit_quantities': permitQuantities,
  '0035_safety_data': safetyData,
  '0036_trust': trust,
  '0037_organisations': organisations,
  '0038_order_purchase_references': orderPurchaseReferences,
  '0039_order_approvals': orderApprovals,
  '0040_organisation_funds': organisationFunds,
  '0041_credit_terms': creditTerms,
  '0042_organisation_deposit': organisationDeposit,
  '0043_api_keys': apiKeys,
  '0044_webhooks': webhooks,
  '0045_punchout': punchout,
};

class ListedMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]));
  }
}

/** Brings the schema up to the newest version; throws if a migration fails. */
// Migrations are written against no particular table types, as Kysely recommends.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  // Migrations speak snake_case DDL, so they run without the camelCase plugin.
  const raw = db.withoutPlugins();
  // Parallel work landed 0013 and 0014 after 0015 on some development databases; the migrations touch
  // separate tables, so a missing earlier one is applied rather than refused.
  const migrator = new Migrator({ db: raw, provider: new ListedMigrations(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
