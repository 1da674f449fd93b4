import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawNotification } from '../provider';

/*
 * TESTS ONLY. A plain HTTP endpoint for a simulator to post notifications to,
 * handing each one (body as sent, headers in lower case) to `take`, whose
 * answer goes back as it is: the adapters' tests put a provider's
 * verifyNotification and acknowledge behind it, or the real notify route.
 */

export type TakenAnswer = { status: number; contentType: string; body: string };

export async function startNotifyEndpoint(take: (raw: RawNotification) => Promise<TakenAnswer>) {
  const received: RawNotification[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name.toLowerCase()] = value;
      const raw = { body: Buffer.concat(chunks).toString('utf8'), headers, contentType: headers['content-type'] ?? '' };
      received.push(raw);
      take(raw).then(
        (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.contentType });
          res.end(answer.body);
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
