import { describe, expect, it } from 'vitest';
import { mayReadMetrics, renderMetrics, setGauge } from './metrics';

describe('/metrics', () => {
  it('is read from this machine, or elsewhere only with the configured token', () => {
    expect(mayReadMetrics('127.0.0.1', null, null)).toBe(true);
    expect(mayReadMetrics('::1', null, null)).toBe(true);
    expect(mayReadMetrics('10.0.0.5', null, null)).toBe(false);
    expect(mayReadMetrics('10.0.0.5', 'Bearer a-metrics-token-of-ours', null)).toBe(false);
    expect(mayReadMetrics('10.0.0.5', 'Bearer a-metrics-token-of-ours', 'a-metrics-token-of-ours')).toBe(true);
    expect(mayReadMetrics('203.0.113.9', 'Bearer wrong', 'a-metrics-token-of-ours')).toBe(false);
  });

  it('keeps a scraped gauge working when its first scrape had no values (labels fixed up front)', async () => {
    setGauge('chemmart_test_queue', 'A queue.', ['status'], []);
    setGauge('chemmart_test_queue', 'A queue.', ['status'], [{ labels: { status: 'queued' }, value: 3 }]);
    expect((await renderMetrics()).body).toMatch(/^chemmart_test_queue\{status="queued"\} 3$/m);
  });
});
