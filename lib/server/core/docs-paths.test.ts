import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every repository path the docs name must exist, so a reader who follows one
 * lands on a file. Read: README.md, docs/**\/*.md and every README.md under lib/.
 * A path is a backticked string (not under var/, which runs write) rooted at the repository that holds a '/' and
 * ends in a file extension or '/' (`lib/server/orders/service.ts`,
 * `docs/decisions/`); URL paths (`/files/<id>`), placeholders (`<area>`, `*`,
 * `{no}`, `…`) and package names (`next/dynamic`) are not paths. Relative
 * Markdown links (`[0006](0006-one-owner-per-table.md)`) must resolve from
 * their file. A line that says "(coming)" names pieces other work is still
 * adding; it is skipped until the marker is removed.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const COMING = '(coming)';

function markdownFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string, onlyReadme: boolean) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (name === 'node_modules' || name.startsWith('.')) continue;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel, onlyReadme);
      else if (onlyReadme ? name === 'README.md' : name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs', false);
  walk('lib', true);
  return files;
}

/** A backticked string that names a file or folder of this repository. */
function looksLikeRepoPath(text: string): boolean {
  if (!text.includes('/') || /\s/.test(text)) return false;
  if (/^[/.~@]|^[a-z]+:/i.test(text)) return false;
  // var/ holds what a run writes (the database, benchmark files): named in the docs, never committed.
  if (text.startsWith('var/')) return false;
  if (/[<>*{}…$?=,;|\\]/.test(text) || text.includes('://')) return false;
  return /\.[a-z0-9]+$/i.test(text) || text.endsWith('/');
}

export interface PathReference {
  file: string;
  line: number;
  target: string;
  /** Resolved against the repository root (backticks) or the Markdown file's folder (links). */
  resolved: string;
}

/** The paths one Markdown text names, outside fenced code blocks and "(coming)" lines. */
export function pathReferences(file: string, text: string): PathReference[] {
  const found: PathReference[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || line.includes(COMING)) return;
    for (const match of line.matchAll(/`([^`\n]+)`/g)) {
      const target = (match[1] ?? '').replace(/#.*$/, '').trim();
      if (looksLikeRepoPath(target)) found.push({ file, line: index + 1, target, resolved: path.normalize(target) });
    }
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? '').replace(/#.*$/, '');
      // Only links to files or folders; `[C@@H](=O)` in a SMILES is not a link.
      if (!/^[\w./-]+$/.test(target) || target.startsWith('/') || !/(\.[a-z0-9]+|\/)$/i.test(target)) continue;
      found.push({ file, line: index + 1, target, resolved: path.normalize(path.join(path.dirname(file), target)) });
    }
  });
  return found;
}

function missing(references: PathReference[]): string[] {
  return references.filter((ref) => !existsSync(path.join(ROOT, ref.resolved))).map((ref) => `${ref.file}:${ref.line} ${ref.target}`);
}

describe('paths named in the docs', () => {
  it('finds a made-up path, skips "(coming)" lines, fenced blocks, URLs and placeholders', () => {
    const fixture = [
      'The rules live in `lib/server/orders/transitions.ts` and `lib/server/made-up/nothing.ts`.',
      'Links: [the index](decisions/README.md) and [nowhere](decisions/9999-nothing.md).',
      'Soon: `lib/server/scheduler/index.ts` (coming).',
      'Not paths: `/files/<id>`, `lib/server/<area>/`, `next/dynamic`, `app/api/**/route.ts`, `text/csv`.',
      '```',
      'cat lib/also-made-up/file.ts `lib/also-made-up/file.ts`',
      '```',
    ].join('\n');
    const refs = pathReferences('docs/fixture.md', fixture);
    expect(refs.map((ref) => ref.target)).toEqual([
      'lib/server/orders/transitions.ts',
      'lib/server/made-up/nothing.ts',
      'decisions/README.md',
      'decisions/9999-nothing.md',
    ]);
    expect(missing(refs)).toEqual(['docs/fixture.md:1 lib/server/made-up/nothing.ts', 'docs/fixture.md:2 decisions/9999-nothing.md']);
  });

  it("reads the README, docs and the areas' READMEs", () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('docs/decisions/README.md');
    expect(files.filter((file) => file.startsWith('lib/'))).not.toHaveLength(0);
  });

  it('exist in the repository', () => {
    const references = markdownFiles().flatMap((file) => pathReferences(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(references.length).toBeGreaterThan(100);
    expect(missing(references)).toEqual([]);
  });
});
