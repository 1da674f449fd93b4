import { describe, expect, it } from 'vitest';
import { ageBucketOf, daysOverdue, dueOnFor, reminderDue, termsSentence } from './terms';

describe('payment terms arithmetic', () => {
  it('先票后款 falls due the given days after the China day of dispatch', () => {
    // 2026-03-31 20:00 UTC is 2026-04-01 in Beijing.
    expect(dueOnFor('invoice_first', 30, new Date('2026-03-31T20:00:00Z'))).toBe('2026-05-01');
    expect(dueOnFor('invoice_first', 0, new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-10');
  });

  it('月结 falls due the given days after the end of the month of dispatch', () => {
    expect(dueOnFor('monthly', 30, new Date('2026-02-03T01:00:00Z'))).toBe('2026-03-30');
    expect(dueOnFor('monthly', 15, new Date('2024-02-10T01:00:00Z'))).toBe('2024-03-15');
    expect(dueOnFor('monthly', 10, new Date('2026-12-20T01:00:00Z'))).toBe('2027-01-10');
  });

  it('ages an owed amount by whole days past its due day', () => {
    expect(daysOverdue('2026-05-01', '2026-04-20')).toBe(0);
    expect(daysOverdue('2026-05-01', '2026-05-01')).toBe(0);
    expect(ageBucketOf('2026-05-01', '2026-05-01')).toBe('not_due');
    expect(ageBucketOf('2026-05-01', '2026-05-02')).toBe('overdue_1_30');
    expect(ageBucketOf('2026-05-01', '2026-05-31')).toBe('overdue_1_30');
    expect(ageBucketOf('2026-05-01', '2026-06-01')).toBe('overdue_31_60');
    expect(ageBucketOf('2026-05-01', '2026-07-30')).toBe('overdue_61_90');
    expect(ageBucketOf('2026-05-01', '2026-07-31')).toBe('overdue_over_90');
  });

  it('names the latest reminder that applies', () => {
    expect(reminderDue('2026-05-10', '2026-05-01')).toBeNull();
    expect(reminderDue('2026-05-10', '2026-05-07')).toBe('due_soon');
    expect(reminderDue('2026-05-10', '2026-05-10')).toBe('due_soon');
    expect(reminderDue('2026-05-10', '2026-05-11')).toBe('overdue_1');
    expect(reminderDue('2026-05-10', '2026-05-17')).toBe('overdue_7');
    expect(reminderDue('2026-05-10', '2026-06-20')).toBe('overdue_30');
  });

  it('reads the terms as a sentence', () => {
    expect(termsSentence('invoice_first', 30)).toBe('先票后款，发货后 30 天内付款');
    expect(termsSentence('monthly', 15)).toBe('月结，发货当月结束后 15 天内付款');
  });
});
