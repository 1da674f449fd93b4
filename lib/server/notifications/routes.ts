import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { listMessages, markMessagesRead } from './service';
import { messagesContract, messagesReadContract } from '@/lib/contracts/notifications/calls';

export const messagesRoute = defineRoute(messagesContract, ({ query, session }) => listMessages(db(), session.memberId, query));

export const messagesReadRoute = defineRoute(messagesReadContract, ({ body, session }) => markMessagesRead(db(), session.memberId, body));
