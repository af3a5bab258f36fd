import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config.schema.js';

/** Paths that never reach the logs: credentials, cookies, tokens. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.apiKey',
];

export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'ROLE'>): Logger {
  return pino({ level: config.LOG_LEVEL, base: { role: config.ROLE, pid: process.pid }, redact: redactedPaths });
}
