import { importResultResponse } from '@/lib/server/goods/import/downloads';

export const dynamic = 'force-dynamic';

/** Every row's outcome of one of the seller's imports (.xlsx). */
export async function GET(request: Request, { params }: { params: Promise<{ jobId: string }> }): Promise<Response> {
  return importResultResponse(request, (await params).jobId);
}
