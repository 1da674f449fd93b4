import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * Where a webhook may go (SSRF): in production never to a loopback, private,
 * link-local, shared, multicast or unspecified address, whatever name points
 * there — checked when the endpoint is registered and again on the address
 * each delivery actually connects to (a name may change its address after
 * registration). The local demo and the tests allow them: their receivers
 * run on this machine.
 */

function ipv4Parts(ip: string): number[] | null {
  const parts = ip.split('.').map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // shared address space (carrier NAT)
    (a === 169 && b === 254) || // link-local (cloud metadata lives here)
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast and reserved
  );
}

/** Whether an address is one a webhook must not reach in production. */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return privateIpv4(v4);
  const lower = ip.toLowerCase();
  const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  if (lower === '::' || lower === '::1') return true;
  // Unique local fc00::/7, link-local fe80::/10, multicast ff00::/8.
  return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
}

export const refusedDestination = (why: string) => new AppError(ErrorCode.WEBHOOK_DESTINATION_REFUSED, why, null);

/** Throws unless the URL's host resolves only to addresses a webhook may reach (all of them, when private ones are allowed). */
export async function checkDestination(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw refusedDestination(`无法解析接收地址的域名 ${host}`);
    }
  }
  if (addresses.some(isPrivateAddress)) throw refusedDestination('接收地址指向内网、本机或保留地址，平台不向这类地址投递');
}

/** A DNS lookup for the delivery's socket that refuses private addresses (the address connected to is the one checked). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const allowed = allowPrivate ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (allowed.length === 0) return callback(new Error('接收地址指向内网、本机或保留地址，平台不向这类地址投递'), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
