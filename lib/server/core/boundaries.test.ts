import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './db/table-owners';

/*
 * The areas' boundaries, computed from the source: which area imports which
 * (value imports; a type-only import creates no runtime dependency), and
 * which tables each area's queries name. Route files are left out of the
 * graph: they are the entry layer (they may call workflows), not a part of
 * their area's logic. Migrations are left out of the table scan: they are
 * the schema's history and name every table.
 */

const SERVER = path.join(process.cwd(), 'lib/server');
const AREAS = fs.readdirSync(SERVER, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const ROUTE_FILE = /(^|\/|-)routes\.tsx?$/;
const REPO_FILE = /^(repo|[\w-]+-repo)$/;

type SourceFile = { area: string; file: string; text: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const FILES: SourceFile[] = AREAS.flatMap((area) =>
  sourceFiles(path.join(SERVER, area)).map((full) => ({ area, file: path.relative(SERVER, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') })),
);

type Import = { from: SourceFile; target: string; toArea: string; typeOnly: boolean };

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: SourceFile): Import[] {
  const found: Import[] = [];
  for (const match of source.text.matchAll(IMPORT)) {
    const spec = match[4] ?? match[5] ?? '';
    let target: string;
    if (spec.startsWith('@/lib/server/')) target = spec.slice('@/lib/server/'.length);
    else if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), spec));
    else continue;
    const toArea = target.split('/')[0]!;
    if (toArea === source.area || !AREAS.includes(toArea) || !target.includes('/')) continue;
    const clause = match[3] ?? '';
    const allTypeSpecifiers = /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, '').split(',').filter(Boolean).every((s) => s.startsWith('type'));
    found.push({ from: source, target, toArea, typeOnly: match[2] !== undefined || allTypeSpecifiers });
  }
  return found;
}

const IMPORTS = FILES.flatMap(importsOf);

function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>(AREAS.map((a) => [a, new Set()]));
  for (const i of IMPORTS) if (!i.typeOnly && !ROUTE_FILE.test(i.from.file)) graph.get(i.from.area)!.add(i.toArea);
  return graph;
}

/** Strongly connected components of more than one area (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const a of AREAS) if (!index.has(a)) visit(a);
  return out;
}

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([A-Za-z_]+)/g;
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom']);

/** Each area's queries naming another area's table, counted per "area -> owner". */
function foreignTableUses(): { reads: Record<string, number>; writes: string[]; unknown: string[] } {
  const reads: Record<string, number> = {};
  const writes: string[] = [];
  const unknown: string[] = [];
  for (const source of FILES) {
    if (source.file.startsWith('core/db/migrations/')) continue;
    for (const match of source.text.matchAll(QUERY)) {
      const table = match[2]!;
      const owner: string | undefined = (TABLE_OWNERS as Record<string, string>)[table];
      if (!owner) unknown.push(`${source.file}: ${table}`);
      else if (owner !== source.area) {
        if (WRITES.has(match[1]!)) writes.push(`${source.file}: ${match[1]}('${table}')`);
        else reads[`${source.area} -> ${owner}`] = (reads[`${source.area} -> ${owner}`] ?? 0) + 1;
      }
    }
  }
  return { reads, writes, unknown };
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe('area boundaries', () => {
  it('assigns every table the migrations create, and only those, to one area', () => {
    const migrations = fs.readdirSync(path.join(SERVER, 'core/db/migrations')).map((f) => fs.readFileSync(path.join(SERVER, 'core/db/migrations', f), 'utf8'));
    const created = new Set(migrations.flatMap((text) => [...text.matchAll(/createTable\(\s*'([a-z_]+)'/g)].map((m) => camel(m[1]!))));
    for (const text of migrations) for (const m of text.matchAll(/dropTable\(\s*'([a-z_]+)'/g)) created.delete(camel(m[1]!));
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...created].sort());
    for (const owner of Object.values(TABLE_OWNERS)) expect(AREAS).toContain(owner);
  });

  it("imports no area's repository from another area", () => {
    const foreign = IMPORTS.filter((i) => REPO_FILE.test(i.target.split('/').pop()!)).map((i) => `${i.from.file} -> ${i.target}`);
    expect(foreign).toEqual([]);
  });

  it("queries no other area's table, neither to write nor to read", () => {
    const { reads, writes, unknown } = foreignTableUses();
    expect(unknown).toEqual([]);
    expect(writes).toEqual([]);
    expect(reads).toEqual({});
  });

  it('has no import cycle between areas', () => {
    expect(cycles(areaGraph())).toEqual([]);
  });
});
