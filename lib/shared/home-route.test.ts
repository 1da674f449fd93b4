import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config.mjs';
import { HOME_PAGE_ROUTE } from './routing';

describe('the home page route', () => {
  it('is where next.config.mjs sends / without a query', async () => {
    const rewrites = (await nextConfig.rewrites!()) as { beforeFiles: { source: string; destination: string; missing?: unknown[] }[] };
    expect(rewrites.beforeFiles).toEqual([{ source: '/', missing: [{ type: 'query', key: 'q' }], destination: HOME_PAGE_ROUTE }]);
  });
});
