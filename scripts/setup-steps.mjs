/**
 * The set-up steps `npm start` and `npm test` share: install when needed,
 * build when the build is missing or stale. Plain Node, no dependencies,
 * because it runs before anything is installed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_STAMP = path.join(ROOT, '.next', 'chemmart-source-hash');
/** Everything the production build is made from. */
const BUILD_INPUTS = ['app', 'components', 'lib', 'public', 'scripts/antd-css.ts', 'middleware.ts', 'next.config.mjs', 'tsconfig.json', 'package-lock.json'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.chemmart-package-hash');

function packageHash() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex');
}

/** Installs when node_modules is missing or was installed for another package.json or lock. */
export function ensureInstalled() {
  if (fs.existsSync(INSTALL_STAMP) && fs.readFileSync(INSTALL_STAMP, 'utf8') === packageHash()) return;
  const started = Date.now();
  console.log('[setup] installing dependencies (npm install) …');
  // Not `npm ci`: it insists on lock entries for every platform's optional
  // @next/swc build, and some of those are not published to the registry
  // this machine reaches. `npm install` follows the lock and skips them.
  run('npm', ['install', '--no-audit', '--no-fund']);
  // Hashed after the install, since npm may tidy the lock file as it goes.
  fs.writeFileSync(INSTALL_STAMP, packageHash());
  console.log(`[setup] dependencies installed in ${seconds(started)}`);
}

function listFiles(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name) && !/\.generated\./.test(d.name))
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .sort();
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap(listFiles)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** antd's styles for our theme, baked into a stylesheet the root layout imports (see scripts/antd-css.ts). */
export function bakeAntdStyles() {
  run('npx', ['tsx', 'scripts/antd-css.ts']);
}

export function ensureBuilt() {
  const wanted = sourceHash();
  const built = fs.existsSync(BUILD_STAMP) ? fs.readFileSync(BUILD_STAMP, 'utf8') : '';
  if (built === wanted && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return;
  const started = Date.now();
  console.log('[setup] building the site (next build) …');
  bakeAntdStyles();
  run('npx', ['next', 'build']);
  fs.writeFileSync(BUILD_STAMP, wanted);
  console.log(`[setup] built in ${seconds(started)}`);
}

export function setUpDatabase(env = process.env) {
  run('npx', ['tsx', 'scripts/db-setup.ts'], { env });
}
