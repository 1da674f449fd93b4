/** Types of server-guards.mjs (plain JavaScript, so `node scripts/server.mjs` needs no build step). */
import type { IncomingMessage } from 'node:http';

export const CLIENT_IP_HEADER: string;
export const REQUEST_TARGET_HEADER: string;
export function normalizeAddress(address: string | undefined | null): string;
export function parseTrustedProxies(setting: string | undefined): (address: string) => boolean;
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, isTrusted: (address: string) => boolean): string;
export function applyClientHeaders(
  req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string; encrypted?: boolean } },
  isTrusted: (address: string) => boolean,
): boolean;
export function hasUndecodablePath(url: string | undefined): boolean;
export function parseAnalyticsOrigins(setting: string | undefined): string[];
export function contentSecurityPolicy(options?: { dev?: boolean; analyticsScriptUrl?: string; analyticsOrigins?: string[] }): string;
export function securityHeaders(options: { https: boolean; csp: string | null }): Record<string, string>;
export function bringsOwnPolicy(url: string | undefined): boolean;
export function badPathAnswer(url: string): { status: number; type: string; body: string };
