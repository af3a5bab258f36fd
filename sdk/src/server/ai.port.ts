import type { z } from 'zod';
import type { Language } from '../shared/messages.js';

export interface AiJsonRequest<T> {
  /** The workspace the tokens are counted against. */
  workspaceId: string;
  /** Which tool asked, for the usage records (e.g. 'strategic-planning'). */
  tool: string;
  language: Language;
  /** Instructions: the role and the rules of the answer. */
  system: string;
  /** The data to work from: the page and its audit, as text. */
  prompt: string;
  /** Name of the answer's JSON schema, [a-zA-Z0-9_-]. */
  schemaName: string;
  /** The answer's shape; every field required (OpenAI's strict JSON schemas), validated again on arrival. */
  schema: z.ZodType<T>;
  maxOutputTokens?: number;
}

/** Why there is no AI answer: no key configured, or the service failed (after its retries). */
export type AiUnavailableReason = 'not-configured' | 'failed';

export type AiJsonResult<T> =
  | { source: 'ai'; data: T; model: string; usage: { inputTokens: number; outputTokens: number } }
  | { source: 'unavailable'; reason: AiUnavailableReason; error: string | null };

/** What the interface may know about the AI service: never the key. */
export interface AiStatus {
  configured: boolean;
  /** Configured and not failing at its last call. */
  available: boolean;
  model: string | null;
  lastSuccessAt: string | null;
  lastError: { message: string; at: string } | null;
}

export interface AiUsage {
  tool: string;
  calls: number;
  failed: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * AI answers for plugins, provided by the core (OpenAI with OPENAI_API_KEY). Answers are JSON
 * constrained to a schema and validated; with no key, or when the service fails, the result says
 * so and the plugin answers from its templates filled with real data instead.
 */
export abstract class AiPort {
  abstract generateJson<T>(request: AiJsonRequest<T>): Promise<AiJsonResult<T>>;
  /** From the last success and error any process of the instance recorded. */
  abstract status(): Promise<AiStatus>;
  /** The workspace's AI calls since a date and the tokens they used, by tool. */
  abstract usage(workspaceId: string, since: Date): Promise<AiUsage[]>;
}
