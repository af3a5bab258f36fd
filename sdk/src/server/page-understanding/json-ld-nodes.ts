import type { CheerioAPI } from 'cheerio';

export type JsonLdNode = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every typed node of the page's JSON-LD blocks, outer nodes before the nodes nested in them
 * (`@graph` members, `publisher`, `location` …). Blocks that are not valid JSON are skipped.
 */
export function jsonLdNodes($: CheerioAPI): JsonLdNode[] {
  const queue: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, script) => {
    try {
      queue.push(JSON.parse($(script).text()));
    } catch {
      // A broken block is the page's problem; the other blocks still count.
    }
  });
  const nodes: JsonLdNode[] = [];
  while (queue.length) {
    const value = queue.shift();
    if (Array.isArray(value)) {
      queue.push(...value);
    } else if (isObject(value)) {
      if ('@type' in value) nodes.push(value);
      for (const [key, child] of Object.entries(value)) if (key !== '@context' && typeof child === 'object') queue.push(child);
    }
  }
  return nodes;
}

/** The node's schema.org types without a vocabulary prefix: `schema:Bakery` → `Bakery`. */
export function schemaTypes(node: JsonLdNode): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.filter((type): type is string => typeof type === 'string').map((type) => type.replace(/^.*[/:#]/, ''));
}

/** A property as a trimmed string when it is one (or a number), else null. */
export function stringProperty(node: JsonLdNode | undefined, key: string): string | null {
  const value = node?.[key];
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

/** The node's postal addresses, whether `address` holds an object, a list or a text. */
export function addressesOf(node: JsonLdNode): JsonLdNode[] {
  const raw = [node.address, isObject(node.location) ? node.location.address : undefined].flat();
  return raw.flatMap((address) => {
    if (isObject(address)) return [address];
    if (typeof address === 'string' && address.trim()) return [{ streetAddress: address.trim() }];
    return [];
  });
}
