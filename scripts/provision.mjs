/**
 * What the test suites need from the machine, installed by `npm test` before
 * anything runs (never downloaded from anywhere but Debian's packages):
 *
 * - e2e: Debian's `chromium` at /usr/bin/chromium (Playwright drives it; no
 *   browser build is ever downloaded) and `fonts-noto-cjk` (the pages are in
 *   Chinese; without it screenshots show boxes).
 * - api: a reachable PostgreSQL (the search-parity and structure tests open
 *   their own databases beside the test server's) with the RDKit cartridge
 *   (`postgresql-15-rdkit`, via scripts/install-rdkit-cartridge.sh).
 * - api and e2e: `poppler-utils` (pdftotext, pdffonts), to read the text of
 *   the contract PDFs the server generates. Installed when it can be; where it
 *   cannot, those tests say they did not read the text (and fail under CI).
 *
 * Where a piece is missing and cannot be installed here (not root, no
 * apt-get, PostgreSQL not running) it stops with one message naming the piece
 * and the command that adds it, rather than letting every test fail alike.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './setup-steps.mjs';

const CHROMIUM = '/usr/bin/chromium';
const PG_ADMIN_URL = process.env.PARITY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export class ProvisionError extends Error {}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function debianPackageInstalled(name) {
  if (!commandExists('dpkg-query')) return false;
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

function canInstall() {
  return process.getuid?.() === 0 && commandExists('apt-get');
}

function whyCannotInstall() {
  if (!commandExists('apt-get')) return 'this machine has no apt-get';
  return 'npm test is not running as root';
}

function aptInstall(packages) {
  console.log(`[provision] installing ${packages.join(', ')} from Debian (apt-get) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

function provisionBrowser() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!debianPackageInstalled('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  if (!canInstall()) {
    throw new ProvisionError(
      `The end-to-end tests need Debian's ${missing.join(' and ')} (${CHROMIUM}), and ${whyCannotInstall()}.\n` +
        `Add ${missing.length > 1 ? 'them' : 'it'} with: sudo apt-get install -y ${missing.join(' ')}\n` +
        'or run a subset without the browser: npm test -- --suites=unit,api',
    );
  }
  aptInstall(missing);
  if (!fs.existsSync(CHROMIUM)) throw new ProvisionError(`apt-get installed chromium, yet ${CHROMIUM} is still missing.`);
}

function provisionPdfTools() {
  if (commandExists('pdftotext') || !canInstall()) return;
  aptInstall(['poppler-utils']);
}

async function queryPostgres(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function cartridgeAvailable() {
  const rows = await queryPostgres("select 1 from pg_available_extensions where name = 'rdkit'");
  return rows.length > 0;
}

async function provisionPostgres() {
  try {
    await queryPostgres('select 1');
  } catch (error) {
    throw new ProvisionError(
      `The API tests need PostgreSQL at ${PG_ADMIN_URL.replace(/\/[^/]*$/, '')} (search parity and structure search run on it), ` +
        `and it did not answer: ${error.message}.\n` +
        'Start it with: pg_ctlcluster 15 main start (or set PARITY_PG_ADMIN_URL to a server that trusts this user),\n' +
        'or run a subset without it: npm test -- --suites=unit,e2e',
    );
  }
  // The script is idempotent and cheap once installed; it also patches the
  // packaged SQL so CREATE EXTENSION works on current PostgreSQL 15 releases.
  if (canInstall()) {
    if (!(await cartridgeAvailable())) console.log('[provision] installing the RDKit PostgreSQL cartridge …');
    run('bash', [path.join(ROOT, 'scripts', 'install-rdkit-cartridge.sh')]);
  }
  if (!(await cartridgeAvailable())) {
    throw new ProvisionError(
      `The structure-search API tests need the RDKit PostgreSQL cartridge (postgresql-15-rdkit), and ${
        canInstall() ? 'installing it did not make it available to this PostgreSQL' : whyCannotInstall()
      }.\n` +
        'Add it with: sudo bash scripts/install-rdkit-cartridge.sh\n' +
        'or run a subset without it: npm test -- --suites=unit,e2e',
    );
  }
}

/** Installs (or refuses, with the command that would) what the chosen suites need. */
export async function provisionFor(suites) {
  if (suites.includes('e2e')) provisionBrowser();
  if (suites.includes('api')) await provisionPostgres();
  if (suites.includes('api') || suites.includes('e2e')) provisionPdfTools();
}
