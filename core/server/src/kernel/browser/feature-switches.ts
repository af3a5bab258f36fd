const featureSwitches = ['--enable-features=', '--disable-features='] as const;

/**
 * `flags` with every `--enable-features` and every `--disable-features` folded into one switch each, at the place of
 * its first: Chromium reads one value per switch, so a second `--disable-features` (ours after chrome-launcher's)
 * would silently switch the first list's features back on.
 */
export function withFeatureSwitchesMerged(flags: readonly string[]): string[] {
  const merged = new Map<string, string[]>();
  const result: string[] = [];
  for (const flag of flags) {
    const prefix = featureSwitches.find((candidate) => flag.startsWith(candidate));
    if (!prefix) {
      result.push(flag);
      continue;
    }
    const features = flag.slice(prefix.length).split(',').filter(Boolean);
    const known = merged.get(prefix);
    if (known) {
      for (const feature of features) if (!known.includes(feature)) known.push(feature);
      continue;
    }
    merged.set(prefix, features);
    result.push(prefix);
  }
  return result.map((flag) => (merged.has(flag) ? `${flag}${merged.get(flag)!.join(',')}` : flag));
}
