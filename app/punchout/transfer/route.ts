import { cookies } from 'next/headers';
import { currentMember } from '@/lib/server/account/current';
import { db } from '@/lib/server/core/db';
import { originOfRequest } from '@/lib/server/core/origin';
import { punchoutPage, returnToProcurementPage, PUNCHOUT_COOKIE, PUNCHOUT_MARK_COOKIE } from '@/lib/server/punchout/page';
import { PunchoutSessionError } from '@/lib/server/punchout/sessions';
import { PunchoutTransferRefused, transferPunchoutCart } from '@/lib/server/workflows/punchout';

export const dynamic = 'force-dynamic';

/**
 * 送回采购系统 (the cart page's button in a PunchOut session): the cart as a
 * PunchOutOrderMessage, posted by the browser to the procurement system's
 * BrowserFormPost address in the cXML-urlencoded field.
 */
export async function POST(request: Request): Promise<Response> {
  const member = await currentMember();
  const transferToken = (await cookies()).get(PUNCHOUT_COOKIE)?.value;
  if (!member || !transferToken) return punchoutPage('没有进行中的 PunchOut 会话', '请从贵单位的采购系统重新进入 ChemMart。', 400);
  const origin = originOfRequest(request);
  try {
    const sent = await transferPunchoutCart(db(), { transferToken, memberId: member.id, origin });
    const response = returnToProcurementPage(sent.formPostUrl, sent.xml, sent.lines);
    for (const name of [PUNCHOUT_COOKIE, PUNCHOUT_MARK_COOKIE]) response.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0`);
    return response;
  } catch (error) {
    if (error instanceof PunchoutSessionError) return punchoutPage('无法送回采购系统', error.message, 409);
    if (error instanceof PunchoutTransferRefused) return punchoutPage('无法送回采购系统', `${error.message}。购物车保持不变，请处理后在购物车页再送回。`, 409);
    throw error;
  }
}
