/**
 * Lighthouse 12 (mobile emulation, its default) on the public pages of a
 * running production server, with Debian's Chromium: per page the median of
 * `--runs` runs (3 by default) of the performance score, and the
 * accessibility, best-practices and SEO scores, LCP, TBT and CLS of that
 * median run. Lighthouse is fetched by npx (`lighthouse@12`), not a
 * dependency of the project.
 *
 *   tests/bench/serve.sh &
 *   npx tsx tests/bench/lighthouse.ts [--url http://127.0.0.1:3300] [--runs 3] [--pages /,/about_us]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES, gitCommit, machine, numberArg, parseArgs, table } from './common';

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

type Run = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number };

function lighthouse(url: string, outFile: string): Run {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Report;
  const score = (key: keyof Report['categories']) => Math.round((report.categories[key].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

function main(): void {
  const args = parseArgs();
  const base = typeof args.url === 'string' ? args.url.replace(/\/$/, '') : 'http://127.0.0.1:3300';
  const runs = numberArg(args, 'runs', 3);
  const pages = typeof args.pages === 'string' ? args.pages.split(',') : PUBLIC_PAGES;
  const outDir = path.resolve('var/bench/lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  console.log(`[lighthouse] ${base}, ${runs} runs per page; commit ${gitCommit()}; ${machine()}`);
  const rows: (string | number)[][] = [];
  for (const page of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(lighthouse(`${base}${page}`, path.join(outDir, `${page.replace(/\W+/g, '_')}-${i}.json`)));
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
    rows.push([
      page,
      median.performance,
      median.accessibility,
      median.bestPractices,
      median.seo,
      (median.lcpMs / 1000).toFixed(2),
      median.tbtMs.toFixed(0),
      median.cls.toFixed(3),
    ]);
    console.log(`[lighthouse] ${page}: performance ${results.map((r) => r.performance).join(', ')}`);
  }
  console.log(table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS'], rows));
}

main();
