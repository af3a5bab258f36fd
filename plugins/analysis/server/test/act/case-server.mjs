// The vendored ACT test cases served on loopback, with their test assets where the cases look for them (/test-assets/…).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { caseDocument, casePath, storedName, VENDORED_CASES_DIR } from './act-cases.mjs';

const ASSET_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};

export async function startCaseServer(rules, dir = VENDORED_CASES_DIR) {
  const documents = new Map(rules.flatMap((rule) => rule.cases.map((testCase) => [casePath(rule, testCase), caseDocument(testCase)])));
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://cases.invalid').pathname);
    const document = documents.get(path);
    if (document) return response.writeHead(200, { 'Content-Type': document.contentType }).end(document.body);
    const asset = normalize(path).slice(1);
    if (!asset.startsWith('test-assets/')) return response.writeHead(404).end();
    try {
      const content = await readFile(join(dir, storedName(asset)));
      response.writeHead(200, { 'Content-Type': ASSET_TYPES[extname(asset)] ?? 'application/octet-stream' }).end(content);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    urlOf: (rule, testCase) => `${origin}${casePath(rule, testCase)}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
