/**
 * A real SMTP server for the end-to-end run: every mail it receives is
 * written to var/test/e2e-mail/ as an .eml file for the tests to read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT ?? 2526);
const dir = path.resolve('var/test/e2e-mail');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let count = 0;

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      fs.writeFileSync(path.join(dir, `${String(++count).padStart(4, '0')}-${to}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
}).listen(port, '127.0.0.1', () => console.log(`smtp sink on ${port}`));
