// Reads an ACT rule page of act-rules.github.io (`_rules/*.md`): its front matter and its test cases, found as
// act-tools finds them (a heading "Passed|Failed|Inapplicable Example N", then the first code block after it).

const EXAMPLE_HEADING = /^#{2,6}\s+(Passed|Failed|Inapplicable) Example (\d+)\s*$/;
const FENCE = /^```(\w*)\s*$/;

/** The front matter's scalar `key: value` lines and the `acknowledgments.assets` credits; the rest is not needed. */
function frontMatter(lines) {
  const end = lines.indexOf('---', 1);
  if (lines[0] !== '---' || end < 0) throw new Error('no front matter');
  const scalar = (key) =>
    lines
      .slice(1, end)
      .find((line) => line.startsWith(`${key}:`))
      ?.slice(key.length + 1)
      .trim();
  const assets = [];
  const assetsAt = lines.indexOf('  assets:');
  if (assetsAt > 0 && assetsAt < end) {
    for (const line of lines.slice(assetsAt + 1, end)) {
      if (!line.startsWith('    - ')) break;
      assets.push(line.slice('    - '.length).trim());
    }
  }
  return { id: scalar('id'), name: scalar('name'), deprecated: scalar('deprecated') !== undefined, assetCredits: assets, end };
}

export function parseActRule(markdown) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const { id, name, deprecated, assetCredits, end } = frontMatter(lines);
  if (!id || !name) throw new Error('front matter without id or name');
  const cases = [];
  let heading = null;
  for (let at = end + 1; at < lines.length; at++) {
    const example = EXAMPLE_HEADING.exec(lines[at]);
    if (example) {
      heading = { kind: example[1].toLowerCase(), number: Number(example[2]) };
      continue;
    }
    const fence = FENCE.exec(lines[at]);
    if (!fence) continue;
    const close = lines.findIndex((line, index) => index > at && line.startsWith('```'));
    if (heading) cases.push({ ...heading, language: fence[1] || 'html', html: lines.slice(at + 1, close).join('\n') });
    heading = null;
    at = close;
  }
  return { id, name, deprecated, assetCredits, cases };
}
