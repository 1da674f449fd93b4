/** Types of http-lifecycle.mjs (plain JavaScript, so `node scripts/server.mjs` needs no build step). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function requestKind(url: string | undefined): string;
export function httpMetrics(): (req: IncomingMessage, res: ServerResponse) => void;
export type Connections = { closeQuiet(quietMs: number, from: number): void };
export function trackConnections(server: Server): Connections;
export function stopGracefully(server: Server, connections: Connections, options?: { graceMs?: number; log?: (line: string) => void }): void;
