import OpenAI from 'openai';
import type { AppConfig } from '../config/config.schema.js';

export const OPENAI_CLIENT = Symbol('OPENAI_CLIENT');

/** The real OpenAI client; OPENAI_BASE_URL points it elsewhere (a loopback stub in tests). */
export function createOpenAiClient(config: Pick<AppConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_TIMEOUT_MS' | 'OPENAI_MAX_RETRIES'>): OpenAI | null {
  if (!config.OPENAI_API_KEY) return null;
  return new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    timeout: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
  });
}
