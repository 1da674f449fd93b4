import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUS_LABELS, ITEM_TRANSITIONS } from './labels';

describe('the reconciliation mismatch states', () => {
  it('are the table docs/state-machines.md shows, with every state labelled', () => {
    const doc = readFileSync('docs/state-machines.md', 'utf8');
    for (const t of ITEM_TRANSITIONS) {
      const from = t.from === '(none)' ? '(none)' : `\`${t.from}\``;
      expect(doc, t.action).toContain(`| ${from} | \`${t.action}\` | \`${t.to}\` | ${t.by} |`);
    }
    const section = doc.slice(doc.indexOf('## Reconciliation mismatch'));
    expect(section).toContain(`Labels: ${Object.values(ITEM_STATUS_LABELS).join(', ')}.`);
  });
});
