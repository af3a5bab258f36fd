// The vendored ACT test cases (bench/act/vendor/cases, written by bench/act/vendor.mjs) and each one's page as ACT publishes it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const VENDORED_CASES_DIR = fileURLToPath(new URL('../../../../../bench/act/vendor/cases/', import.meta.url));

/**
 * Where a test asset is kept: a script as `<name>.js.vendored` (as bench/parity keeps its fixtures), since the repository
 * lints and formats every `.js` file and these stay ACT's, byte for byte.
 */
export function storedName(assetPath) {
  return assetPath.endsWith('.js') ? `${assetPath}.vendored` : assetPath;
}

/** Every vendored ACT rule with its test cases, by id. */
export function loadActRules(dir = VENDORED_CASES_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
}

/** "passed 3": how the rule page names the example, shorter. */
export function caseName(testCase) {
  return `${testCase.kind} ${testCase.number}`;
}

export function casePath(rule, testCase) {
  return `/cases/${rule.id}/${testCase.kind}-${testCase.number}.${testCase.language}`;
}

const CONTENT_TYPES = { html: 'text/html', xhtml: 'application/xhtml+xml', svg: 'image/svg+xml', xml: 'application/xml' };

/**
 * The example's document as the published test case has it: act-tools puts an HTML fragment in a page of its own
 * (doctype, `<html lang="en">`, the example's heading as title) and gives a whole page only its doctype.
 */
export function caseDocument(testCase) {
  const { language, html } = testCase;
  const contentType = `${CONTENT_TYPES[language] ?? 'text/plain'}; charset=utf-8`;
  if (!['html', 'xhtml'].includes(language) || /<!doctype/i.test(html)) return { body: html, contentType };
  const doctype = language === 'html' ? '<!DOCTYPE html>' : '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">';
  if (/<html/i.test(html)) return { body: `${doctype}\n${html}`, contentType };
  const title = `${testCase.kind[0].toUpperCase()}${testCase.kind.slice(1)} Example ${testCase.number}`;
  const hasHead = /<head/i.test(html);
  const head = hasHead ? html : `<head>\n\t<title>${title}</title>\n</head>`;
  const body = hasHead ? '' : /<body/i.test(html) ? html : `<body>\n\t${html.split('\n').join('\n\t')}\n</body>`;
  return { body: [doctype, '<html lang="en">', head, body, '</html>'].filter(Boolean).join('\n'), contentType };
}
