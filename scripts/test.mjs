/**
 * `npm test`: install if needed, type-check and lint (fast, first: either
 * failing stops the run before any suite, counted as one failed check each),
 * provision what the suites need from the machine (scripts/provision.mjs:
 * Debian's Chromium and CJK fonts, the RDKit PostgreSQL cartridge), build if
 * stale, then the unit, API and end-to-end suites in that order. Ends with
 * one line "N passed, N failed".
 * `npm test -- --suites=api` runs a subset. `npm test -- --with-postgres`
 * (what CI runs) also runs the API suite on a fresh PostgreSQL database, at
 * the same time as on SQLite: each pass is one server and one test process,
 * about one core, and the machine has two.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ProvisionError, provisionFor } from './provision.mjs';
import { ensureBuilt, ensureInstalled, ROOT } from './setup-steps.mjs';

const RESULTS = path.join(ROOT, 'var', 'test', 'results');
const ALL_SUITES = ['unit', 'api', 'e2e'];
const suitesArg = process.argv.find((a) => a.startsWith('--suites='));
const suites = suitesArg ? suitesArg.slice('--suites='.length).split(',') : ALL_SUITES;
const withPostgres = process.argv.includes('--with-postgres');
const unknown = suites.filter((s) => !ALL_SUITES.includes(s));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; choose from ${ALL_SUITES.join(', ')}`);
  process.exit(2);
}

function vitestSuite(name, extraArgs) {
  const report = path.join(RESULTS, `${name}.json`);
  return {
    command: ['npx', 'vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env: {},
    read() {
      const json = JSON.parse(fs.readFileSync(report, 'utf8'));
      const failedNames = json.testResults.flatMap((file) => {
        const where = path.relative(ROOT, file.name);
        const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}`);
        // A file that failed to load has no failed assertion of its own.
        return tests.length === 0 && file.status === 'failed' ? [`${where} (${firstLine(file.message)})`] : tests;
      });
      return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0), failedNames };
    },
    report,
  };
}

const SUITES = {
  unit: vitestSuite('unit', []),
  api: vitestSuite('api', ['--config', 'tests/api/vitest.config.ts']),
  e2e: {
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'e2e.json') },
    read() {
      const { stats, suites } = JSON.parse(fs.readFileSync(path.join(RESULTS, 'e2e.json'), 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failedNames: failedSpecs(suites) };
    },
    report: path.join(RESULTS, 'e2e.json'),
  },
};

/** The first line of a runner's message, for the closing list of failures. */
function firstLine(message) {
  return String(message ?? '').split('\n')[0].slice(0, 160);
}

/** Playwright's report nests suites; a spec failed when one of its tests ended 'unexpected'. */
function failedSpecs(suites, trail = []) {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`);
    return [...own, ...failedSpecs(suite.suites, here)];
  });
}

ensureInstalled();

/** Type-check and lint before anything slow: a failure ends the run here. */
const CHECKS = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.'] },
];
const checkLines = [];
let checksFailed = 0;
// CI's second run (the API suite on PostgreSQL) is the same checkout the first run checked: it says so to skip them.
const checksDone = process.env.CHECKS_ALREADY_PASSED === '1';
if (checksDone) checkLines.push('typecheck and lint: passed earlier in this run');
for (const check of checksDone ? [] : CHECKS) {
  console.log(`\n=== ${check.name} ===`);
  const [command, ...args] = check.command;
  const run = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const ok = run.status === 0;
  if (!ok) checksFailed += 1;
  checkLines.push(`${check.name}: ${ok ? 'passed' : 'FAILED'}`);
}
if (checksFailed > 0) {
  console.log(`\n${checkLines.join('\n')}\nno suite was run: fix the errors above first`);
  console.log(`0 passed, ${checksFailed} failed`);
  process.exit(1);
}
// The build need not type-check again what tsc just passed (next.config.mjs).
process.env.CHEMMART_TYPES_CHECKED = '1';

try {
  await provisionFor(suites);
} catch (error) {
  if (!(error instanceof ProvisionError)) throw error;
  console.error(`\n[provision] cannot run the tests yet:\n${error.message}`);
  process.exit(1);
}
if (suites.some((s) => s !== 'unit')) ensureBuilt();
fs.mkdirSync(RESULTS, { recursive: true });
fs.mkdirSync(path.join(ROOT, 'var', 'test', 'screenshots'), { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];
const failures = [];

/** Runs one suite to its end; `prefix` marks the lines of a suite that runs beside another. */
function runSuite(label, suite, { env = {}, prefix = '' } = {}) {
  fs.rmSync(suite.report, { force: true });
  const startedAt = Date.now();
  const [command, ...args] = suite.command;
  const child = spawn(command, args, { cwd: ROOT, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...suite.env, ...env } });
  if (prefix) for (const stream of [child.stdout, child.stderr]) prefixLines(stream, prefix);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      let counts;
      try {
        counts = suite.read();
      } catch {
        // The runner died before writing its report: count the suite as one failure.
        counts = { passed: 0, failed: 1 };
      }
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      failures.push(...(counts.failedNames ?? []).map((n) => `${label}: ${n}`));
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      lines.push(`${label}: ${counts.passed} passed, ${counts.failed} failed in ${Math.round((Date.now() - startedAt) / 1000)} s`);
      resolve();
    });
  });
}

function prefixLines(stream, prefix) {
  let rest = '';
  stream.on('data', (chunk) => {
    const text = rest + chunk;
    const parts = text.split('\n');
    rest = parts.pop();
    for (const line of parts) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
}

/** A fresh PostgreSQL database for the API suite's second pass, dropped when the run ends however it ends. */
function freshPostgresDatabase() {
  const name = process.env.TEST_POSTGRES_DATABASE || `chemmart_test_${Date.now()}_${process.pid}`;
  const psql = (sql) => spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' });
  if (psql(`create database ${name}`).status !== 0) throw new Error(`could not create the PostgreSQL database ${name}`);
  const drop = () => psql(`drop database if exists ${name} with (force)`);
  process.once('exit', drop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

/*
 * API files that open databases of their own whatever DATABASE_URL says (both kinds side by side, a
 * PostgreSQL scratch database, instances on a database of their own, a production start from scratch):
 * the SQLite pass runs them in full, so the PostgreSQL pass would only repeat them.
 */
const OWN_DATABASE_FILES = [
  'background-claims',
  'postgres-idle-connections',
  'production-start',
  'search-parity',
  'storage-instances',
  'structure-correctness',
  'structure-race',
  'two-instances',
].map((name) => `tests/api/${name}.test.ts`);
for (const file of OWN_DATABASE_FILES) if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`scripts/test.mjs names ${file}, which does not exist`);

for (const name of suites) {
  if (name === 'api' && withPostgres) {
    console.log('\n=== api tests on SQLite and, beside them, on PostgreSQL (lines marked [pg]) ===');
    const url = freshPostgresDatabase();
    await Promise.all([
      runSuite('api (SQLite)', SUITES.api, { env: { DATABASE_URL: '' } }),
      runSuite('api (PostgreSQL)', vitestSuite('api-postgres', ['--config', 'tests/api/vitest.config.ts', ...OWN_DATABASE_FILES.flatMap((f) => ['--exclude', f])]), {
        env: { DATABASE_URL: url },
        prefix: '[pg] ',
      }),
    ]);
    continue;
  }
  console.log(`\n=== ${name} tests ===`);
  await runSuite(name, SUITES[name]);
}

// Named last, beside the totals: a CI log is often read from its tail only.
if (failures.length > 0) console.log(`\nfailed:\n${failures.slice(0, 30).map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${[...checkLines, ...lines].join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
