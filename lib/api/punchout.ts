import type { z } from 'zod';
import { createPunchoutConnectionContract, punchoutConnectionsContract, revokePunchoutConnectionContract } from '@/lib/contracts/punchout/calls';
import type { CreatePunchoutConnectionInput, PunchoutConnectionSchema, PunchoutConnectionsSchema } from '@/lib/contracts/punchout/schema';
import { call } from './client';
import { useCall, useRefreshCalls } from './swr';

/* cXML PunchOut connections (issue 34; lib/server/punchout). Refusals are shown in the dialogs, so no error modal. */

export type PunchoutConnection = z.infer<typeof PunchoutConnectionSchema>;
export type PunchoutOrganisation = z.infer<typeof PunchoutConnectionsSchema>['organisations'][number];
const quiet = { noErrorModal: true } as const;

export const usePunchoutConnections = () => useCall(punchoutConnectionsContract, {}, quiet);
export const useRefreshPunchoutConnections = () => useRefreshCalls(punchoutConnectionsContract);

export const createPunchoutConnection = (input: z.input<typeof CreatePunchoutConnectionInput>) => call(createPunchoutConnectionContract, input, quiet);
export const revokePunchoutConnection = (id: number) => call(revokePunchoutConnectionContract, { id }, quiet);
