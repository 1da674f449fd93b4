import { templateResponse } from '@/lib/server/goods/import/downloads';

export const dynamic = 'force-dynamic';

/** The batch-import template (.xlsx): header row, example row, unit list. */
export function GET(): Promise<Response> {
  return templateResponse();
}
