import { publishedGeneratedName, rememberingGenerator, withGeneratedNames } from '@/lib/server/catalog/chinese-names/generate';
import { importCatalog } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { readDictionary, withDictionaryNames } from '@/lib/server/demo/dictionary-names';
import { CATEGORIES, readDemoSubstances, type SourceSubstance } from '@/lib/server/demo/substances';
import { INVOICE_CATEGORIES, seedDemoMarketplace, UNITS, type SeedReport } from '@/lib/server/demo/seed';
import { importUnits } from '@/lib/server/goods/service';
import { importInvoiceCategories } from '@/lib/server/invoice/categories';
import { runWorkflow } from '@/lib/server/outbox/run';

/**
 * Loads what the site needs to run, in one transaction across the areas
 * (units, invoice categories, the catalog), and with `demoMarketplace` the
 * local demo's accounts, goods, lists and inquiries on top. Idempotent.
 */
export function loadCatalog(db: Db, options: { demoMarketplace: boolean; substances?: SourceSubstance[] }): Promise<SeedReport> {
  const substances = options.substances ?? readDemoSubstances();
  // Chinese names, before the transaction (a second or so of work): the official lists' (read with the
  // substances), then the dictionary's trivial names, then generated ones.
  const generate = rememberingGenerator();
  const named = withGeneratedNames(
    withDictionaryNames(substances, readDictionary(), (s) => publishedGeneratedName(s, generate)),
    generate,
  );
  return runWorkflow(db, 'load-catalog', async ({ trx }) => {
    await importUnits(trx, UNITS);
    await importInvoiceCategories(trx, INVOICE_CATEGORIES);
    const catalog = await importCatalog(trx, CATEGORIES, named);
    const demo = options.demoMarketplace ? await seedDemoMarketplace(trx, substances) : { membersAdded: 0, goodsAdded: 0 };
    return { substancesAdded: catalog.added, synonymsAdded: catalog.synonymsAdded, ...demo };
  });
}

/** The whole local demo (catalog and marketplace), as `npm start` and the test servers load it. */
export function seedDemoCatalog(db: Db, substances = readDemoSubstances()): Promise<SeedReport> {
  return loadCatalog(db, { substances, demoMarketplace: true });
}
