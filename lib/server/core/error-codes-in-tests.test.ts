import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Tests name error codes from the catalogue (`ErrorCode.VALIDATION_FAILED`),
 * never by number: a number says nothing to the reader, and a renumbered code
 * would leave stale literals that still pass against each other.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['tests', 'lib', 'components', 'scripts'];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** `code).toBe(5110)`, `code, msg).toBe(5110)`, `code: 1004`, `c === 5004`, and `).toBe(5110)` after a wrapped `expect(`: codes of four digits or more. */
const LITERAL_CODE = [/\bcode\b[^;\n]*?\)\.(?:not\.)?toBe\(\d{4,}\)/, /\bcode: \d{4,}\b/, /\bc === \d{4,}\b/, /^\s*\)\.(?:not\.)?toBe\(\d{4,}\)/];

function testFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(full));
    else if (TEST_FILE.test(entry.name) && full !== import.meta.filename) found.push(full);
  }
  return found;
}

describe('error codes in tests', () => {
  it('are named from the catalogue, not written as numbers', () => {
    const offences: string[] = [];
    for (const file of SCANNED.flatMap((dir) => testFiles(path.join(ROOT, dir)))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (LITERAL_CODE.some((pattern) => pattern.test(line))) offences.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offences, 'use ErrorCode.<NAME> from lib/server/core/errors.ts').toEqual([]);
  });
});
