import { devOutboxEnabled, devOutboxMessages } from '@/lib/server/auth/providers';
import { db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { defineRoute } from '@/lib/server/core/route';
import { devOutboxContract } from '@/lib/contracts/dev/calls';

/** Development only: what the outbox providers kept instead of sending. Absent in production. */
export const devOutboxRoute = defineRoute(devOutboxContract, async ({ query }) => {
  if (!devOutboxEnabled()) throw new AppError(ErrorCode.NOT_FOUND, '接口不存在：GET /api/dev/outbox', null, 404);
  return devOutboxMessages(db(), query.limit);
});
