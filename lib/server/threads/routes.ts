import { requireRole } from '@/lib/server/account/roles';
import { db, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { defineRoute } from '@/lib/server/core/route';
import { downloadResponse } from '@/lib/server/core/file-response';
import { sniffType } from '@/lib/server/uploads/service';
import {
  inquiryThreadContract,
  inquiryThreadFileContract,
  inquiryThreadPostContract,
  inquiryThreadReadContract,
  inquiryThreadsContract,
} from '@/lib/contracts/threads/calls';
import { getThread, inquiryThreads, markThreadRead, postMessage, threadFile, type Viewer } from './service';

async function viewerOf(database: Db, memberId: number): Promise<Viewer> {
  const isSeller = await requireRole(database, memberId, 'seller').then(
    () => true,
    () => false,
  );
  return { memberId, isSeller };
}

export const inquiryThreadsRoute = defineRoute(inquiryThreadsContract, async ({ query, session }) =>
  inquiryThreads(db(), await viewerOf(db(), session.memberId), query),
);

export const inquiryThreadRoute = defineRoute(inquiryThreadContract, async ({ query, session }) =>
  getThread(db(), await viewerOf(db(), session.memberId), query),
);

export const inquiryThreadPostRoute = defineRoute(inquiryThreadPostContract, async ({ body, session }) =>
  postMessage(db(), await viewerOf(db(), session.memberId), body),
);

export const inquiryThreadReadRoute = defineRoute(inquiryThreadReadContract, async ({ body, session }) =>
  markThreadRead(db(), await viewerOf(db(), session.memberId), body),
);

// Only the two people of the thread; anyone else learns nothing about the file.
export const inquiryThreadFileRoute = defineRoute(inquiryThreadFileContract, async ({ query, session }) => {
  const file = await threadFile(db(), session.memberId, query.messageId, query.fileId);
  if (!file) throw new AppError(ErrorCode.NOT_FOUND, '附件不存在');
  const type = sniffType(file.bytes);
  return downloadResponse(file.bytes, type?.contentType ?? 'application/octet-stream', file.name);
});
