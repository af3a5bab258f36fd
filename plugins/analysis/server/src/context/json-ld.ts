import type { CheerioAPI } from 'cheerio';

export interface JsonLdNode {
  '@type'?: string | string[];
  name?: unknown;
  address?: unknown;
  telephone?: unknown;
  '@graph'?: JsonLdNode[];
}

/** Every JSON-LD node of the page, `@graph` members included; broken blocks are skipped. */
export function jsonLdNodes($: CheerioAPI): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  $('script[type="application/ld+json" i]').each((_, element) => {
    try {
      const parsed = JSON.parse($(element).text()) as JsonLdNode | JsonLdNode[];
      for (const node of Array.isArray(parsed) ? parsed : [parsed]) {
        if (node && typeof node === 'object') nodes.push(node, ...(Array.isArray(node['@graph']) ? node['@graph'] : []));
      }
    } catch {
      // Broken JSON-LD is a finding for the fixer, not a reason to fail the analysis.
    }
  });
  return nodes;
}

export const typesOf = (node: JsonLdNode): string[] => (Array.isArray(node['@type']) ? node['@type'] : typeof node['@type'] === 'string' ? [node['@type']] : []);

const businessType = /Organization|LocalBusiness|Store|Restaurant|Bakery|Dentist|Physician|LegalService|Corporation|Shop$/i;

/** The node that describes the business (Organization, LocalBusiness and their kinds), if any. */
export function businessNode(nodes: JsonLdNode[]): JsonLdNode | undefined {
  return nodes.find((node) => typesOf(node).some((type) => businessType.test(type)));
}

export const textProperty = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : null);
