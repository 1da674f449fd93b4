/**
 * What durability costs on SQLite: commits per second of a small money
 * transaction (one ledger-like insert and one balance update) in WAL mode
 * with synchronous = NORMAL (fsync at checkpoints only: the last commits may
 * be lost on power failure) and = FULL (fsync of the WAL at every commit).
 * Prints figures; asserts nothing.
 *
 *   npx tsx tests/bench/sqlite-durability.ts [commits=2000] [dir=var/bench]
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const commits = Number(process.argv[2] ?? 2000);
const dir = path.resolve(process.argv[3] ?? 'var/bench');
fs.mkdirSync(dir, { recursive: true });

function run(mode: 'NORMAL' | 'FULL'): { perSecond: number; msPerCommit: number } {
  const file = path.join(dir, `durability-${mode.toLowerCase()}.db`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${mode}`);
  db.exec(`create table accounts (id integer primary key, balance integer not null check (balance >= 0));
           create table ledger (id integer primary key, account_id integer not null, amount integer not null, balance_after integer not null, key text not null unique, created_at text not null);
           insert into accounts (id, balance) values (1, 0);`);
  const move = db.prepare('update accounts set balance = balance + ? where id = 1 returning balance');
  const append = db.prepare('insert into ledger (account_id, amount, balance_after, key, created_at) values (1, ?, ?, ?, ?)');
  const one = db.transaction((i: number) => {
    const { balance } = move.get(100) as { balance: number };
    append.run(100, balance, `k${i}`, new Date().toISOString());
  });
  for (let i = 0; i < 50; i += 1) one(-i - 1); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < commits; i += 1) one(i);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  db.close();
  return { perSecond: commits / seconds, msPerCommit: (seconds * 1000) / commits };
}

const rows = (['NORMAL', 'FULL'] as const).map((mode) => ({ mode, ...run(mode) }));
console.log(`SQLite WAL, ${commits} commits of one update + one insert each, files in ${dir}`);
console.log('| synchronous | commits/s | ms per commit |');
console.log('| --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.mode} | ${Math.round(r.perSecond).toLocaleString('en')} | ${r.msPerCommit.toFixed(3)} |`);
console.log(`FULL costs ${(rows[0]!.perSecond / rows[1]!.perSecond).toFixed(1)}x the time per commit of NORMAL.`);
