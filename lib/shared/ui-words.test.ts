import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountLabel } from './member-types';

/*
 * Plain Chinese in the interface: it never shows a raw code or English word in
 * Chinese brackets ("机构（Licence）", "平台运营（operator）"). Measured over
 * every source file the pages and the API's messages come from.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What pages render, whole; of the server, the messages a person reads (errors, validation), not the API documentation for developers. */
const SCANNED = ['components', 'app', 'lib/shared', 'lib/api', 'lib/server'];
const shownToPeople = (file: string, line: string) =>
  !file.includes(`${path.sep}lib${path.sep}server${path.sep}`) || /AppError\(|message:|throw |conflict\(/.test(line);

/** A lower-case code, a lone capitalised English word, or a bare username in Chinese brackets. */
const RAW_IN_BRACKETS = [/（[a-z]/, /（[A-Z][a-z]+）/, /（\$?\{[^}]*username\}）/];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('words the interface shows', () => {
  it('no source shows a raw code or English word in Chinese brackets', () => {
    const hits = SCANNED.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          shownToPeople(file, line) && RAW_IN_BRACKETS.some((re) => re.test(line)) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('names a member by display name with the account labelled as one', () => {
    expect(accountLabel('平台运营', 'operator')).toBe('平台运营（账号 operator）');
    expect(accountLabel('op1', 'op1')).toBe('账号 op1');
  });
});
