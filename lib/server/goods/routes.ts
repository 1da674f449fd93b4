import { z } from 'zod';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { UnitSchema } from './schema';
import { listUnits } from './service';

export const unitRoute = defineRoute({
  method: 'GET',
  path: '/api/unit',
  summary: '包装单位列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(UnitSchema),
  handler: () => listUnits(db()),
});
