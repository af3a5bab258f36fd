// The LICENSE.md that goes with the vendored ACT test cases: where they come from, what was changed, the W3C notice.

const list = (items) => items.map((item) => `- ${item}`).join('\n');

export function licenceText({ licence, commit, year, rules, copied, skipped }) {
  const notice = licence.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
  const creditedRules = new Map();
  for (const rule of rules) for (const credit of rule.assetCredits) creditedRules.set(credit, [...(creditedRules.get(credit) ?? []), rule.id]);
  const credits = [...creditedRules].map(([credit, ids]) => `${credit} (${ids.join(', ')})`);
  return `# ACT rules test cases: origin and licence

This folder includes material copied from or derived from the ACT Rules Community's rules,
[act-rules.github.io](https://act-rules.github.io/) (source: https://github.com/act-rules/act-rules.github.io,
commit ${commit}). Copyright © ${year} W3C® (MIT, ERCIM, Keio, Beihang).

What was taken and what was changed, by \`bench/act/vendor.mjs\`:

- From each rule page \`_rules/<name>-<id>.md\` listed below, only its id, name, whether it is deprecated and its test
  cases (kind, number, language and the code of the example, unchanged); one JSON file per rule, \`<id>.json\`.
  When served (\`plugins/analysis/server/test/act/\`), an HTML fragment is wrapped in the page template that act-tools
  gives the published test cases (doctype, \`<html lang="en">\`, a title naming the example).
- The files of \`test-assets/\` that those cases load, unchanged, at the same paths; a script is kept as
  \`<name>.js.vendored\`, so that this repository's linters leave it as it is, and served as \`<name>.js\`.
- Some test assets the cases name are left out (below, with the reason).

## Rules

${list(rules.map((rule) => `${rule.id}: ${rule.name} (${rule.source})`))}

## Test assets

${list(copied)}

Left out:

${list(Object.entries(skipped).map(([path, reason]) => `${path}: ${reason}`))}
${credits.length ? `\nCredits the rules give for their assets:\n\n${list(credits)}\n` : ''}
## The licence of the material

${notice.replace(/^(#+) /gm, '$1# ')}
`;
}
