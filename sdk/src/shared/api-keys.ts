import { z } from 'zod';
import { singleLine } from './text-hygiene.js';

/** `POST /api/workspace/api-keys`: a name that says where the key is used. */
export const createApiKeySchema = z
  .object({
    name: singleLine(z.string().trim().min(1).max(80)),
  })
  .strict();
export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;

/** A key as lists show it: never its secret. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters (`otz_AbCd1234`), which name it and are not secret. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to a creation: the whole key, shown this once. */
export interface CreatedApiKey extends ApiKeyView {
  key: string;
}

export interface ApiKeysResponse {
  keys: ApiKeyView[];
  /** The public API's base URL for this instance, and its OpenAPI document. */
  baseUrl: string;
  docsUrl: string;
}
