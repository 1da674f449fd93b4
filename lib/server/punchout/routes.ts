import { createPunchoutConnectionContract, punchoutConnectionsContract, revokePunchoutConnectionContract } from '@/lib/contracts/punchout/calls';
import { defineRoute } from '@/lib/server/core/route';
import { db } from '@/lib/server/core/db';
import { createConnection, listConnections, revokeConnection } from './connections';

export const punchoutConnections = defineRoute(punchoutConnectionsContract, ({ session, origin }) => listConnections(db(), session.memberId, origin));

export const createPunchoutConnection = defineRoute(createPunchoutConnectionContract, ({ session, body }) => createConnection(db(), session.memberId, body));

export const revokePunchoutConnection = defineRoute(revokePunchoutConnectionContract, ({ session, body }) => revokeConnection(db(), session.memberId, body.id));
