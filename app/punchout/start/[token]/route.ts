import { db } from '@/lib/server/core/db';
import { issueSessionToken } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { punchoutPage, PUNCHOUT_COOKIE, PUNCHOUT_MARK_COOKIE } from '@/lib/server/punchout/page';
import { PunchoutSessionError, startSession } from '@/lib/server/punchout/sessions';

export const dynamic = 'force-dynamic';

/**
 * The start link a PunchOutSetupResponse hands the procurement system: opened
 * once, within 5 minutes, it signs the browser in as the organisation's
 * purchaser and opens the storefront (the cart for an edit or inspect).
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const token = (await params).token;
  try {
    const started = await startSession(db(), token);
    const sessionToken = await issueSessionToken(db(), started.memberId, config().tokenTtlMs);
    const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
    const headers = new Headers({ location: started.operation === 'create' ? '/' : '/cart', 'cache-control': 'no-store' });
    // The same cookie the sign-in page sets (read by the browser's API client), and the session's transfer token.
    headers.append('set-cookie', `token=${sessionToken}; Path=/; Max-Age=${Math.floor(config().tokenTtlMs / 1000)}; SameSite=Lax${secure}`);
    headers.append('set-cookie', `${PUNCHOUT_COOKIE}=${started.transferToken}; Path=/; HttpOnly; SameSite=Lax${secure}`);
    headers.append('set-cookie', `${PUNCHOUT_MARK_COOKIE}=1; Path=/; SameSite=Lax${secure}`);
    return new Response(null, { status: 303, headers });
  } catch (error) {
    if (error instanceof PunchoutSessionError) return punchoutPage('无法进入 PunchOut', error.message, 410);
    throw error;
  }
}
