/**
 * `npm test`: install if needed, type-check and lint (fast, first: either
 * failing stops the run before any suite, counted as one failed check each),
 * provision what the suites need from the machine (scripts/provision.mjs:
 * Debian's Chromium and CJK fonts, the RDKit PostgreSQL cartridge), build if
 * stale, then the unit, API and end-to-end suites in that order. Ends with
 * one line "N passed, N failed".
 * `npm test -- --suites=api` runs a subset (CI uses it for the PostgreSQL run).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ProvisionError, provisionFor } from './provision.mjs';
import { ensureBuilt, ensureInstalled, ROOT } from './setup-steps.mjs';

const RESULTS = path.join(ROOT, 'var', 'test', 'results');
const ALL_SUITES = ['unit', 'api', 'e2e'];
const suitesArg = process.argv.find((a) => a.startsWith('--suites='));
const suites = suitesArg ? suitesArg.slice('--suites='.length).split(',') : ALL_SUITES;
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
      return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) };
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
      const { stats } = JSON.parse(fs.readFileSync(path.join(RESULTS, 'e2e.json'), 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
    report: path.join(RESULTS, 'e2e.json'),
  },
};

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
for (const name of suites) {
  const suite = SUITES[name];
  fs.rmSync(suite.report, { force: true });
  console.log(`\n=== ${name} tests ===`);
  const startedAt = Date.now();
  const [command, ...args] = suite.command;
  const run = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...suite.env } });
  let counts;
  try {
    counts = suite.read();
  } catch {
    // The runner died before writing its report: count the suite as one failure.
    counts = { passed: 0, failed: 1 };
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

console.log(`\n${[...checkLines, ...lines].join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
