import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config.schema.js';

/** Paths that never reach the logs: credentials, cookies, tokens. */
export const redactedPaths = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.apiKey'];

/**
 * JSON lines for machines (production, or output piped to a file or a collector); short,
 * readable, coloured lines when a person watches a terminal outside production.
 */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'ROLE' | 'NODE_ENV'>, out: NodeJS.WriteStream = process.stdout): Logger {
  const options = { level: config.LOG_LEVEL, base: { role: config.ROLE, pid: process.pid }, redact: redactedPaths };
  if (config.NODE_ENV === 'production' || !out.isTTY) return pino(options);
  return pino(
    options,
    pretty({ destination: out, sync: true, colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,role,context', singleLine: true }),
  );
}
