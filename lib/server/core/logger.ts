import pino from 'pino';
import { config } from './config';

const globalForLogger = globalThis as unknown as { chemmartLogger?: pino.Logger };

export function logger(): pino.Logger {
  globalForLogger.chemmartLogger ??= pino({ level: config().logLevel, base: { service: 'chemmart' } });
  return globalForLogger.chemmartLogger;
}
