import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('is the setting Zod itself reads, so parsers never probe new Function', () => {
    const before = z.config().jitless;
    try {
      makeZodJitless();
      expect(z.config().jitless).toBe(true);
      expect(z.object({ name: z.string().min(1) }).safeParse({ name: '乙醇' }).success).toBe(true);
    } finally {
      z.config({ jitless: before });
    }
  });
});
