import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { adminOutboxContract, adminOutboxRetryContract } from '@/lib/contracts/outbox/calls';
import { outboxPage, retryOutboxItem } from './admin';

export const adminOutboxRoute = defineRoute(adminOutboxContract, ({ query }) => outboxPage(db(), query));

export const adminOutboxRetryRoute = defineRoute(adminOutboxRetryContract, ({ body, session }) => retryOutboxItem(db(), session.memberId, body.id));
