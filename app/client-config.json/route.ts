import { NextResponse } from 'next/server';
import { config } from '@/lib/server/core/config';

/**
 * What the public pages' islands need from the running server, asked for only
 * when one is used (signed in, 加购, a form opened): the request signature's
 * secret, which is public by design (every antd page carries it; it proves a
 * request came from our storefront's code, not who sent it). Cached pages then
 * hold nothing that depends on the server's settings.
 */
export function GET(): NextResponse {
  return NextResponse.json({ signSecret: config().signSecret }, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
