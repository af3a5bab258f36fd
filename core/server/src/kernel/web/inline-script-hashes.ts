import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const known = new Map<string, { modifiedMs: number; hashes: readonly string[] }>();

/**
 * The CSP hashes (`sha256-…`) of the inline scripts of a built HTML file, such as the landing's
 * language script; read again when the file changes (a new build).
 */
export function inlineScriptHashes(file: string): readonly string[] {
  const modifiedMs = statSync(file).mtimeMs;
  const cached = known.get(file);
  if (cached?.modifiedMs === modifiedMs) return cached.hashes;
  const html = readFileSync(file, 'utf8');
  const hashes = [...html.matchAll(inlineScript)].map((match) => `sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}`);
  known.set(file, { modifiedMs, hashes });
  return hashes;
}
