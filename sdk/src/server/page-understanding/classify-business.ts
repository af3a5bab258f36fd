import { businessTypes, sectorLabels, type BusinessTypeEntry, type SectorId } from '../../shared/business-sectors.js';
import type { Language } from '../../shared/messages.js';
import { foldAccents } from './fold-accents.js';
import { schemaTypes, stringProperty } from './json-ld-nodes.js';
import type { PageView } from './page-view.js';
import { clean } from './visible-text.js';

export interface BusinessClassification {
  sectorId: SectorId | 'unknown';
  /** The sector's name in the requested language; 'Não identificado' / 'Not identified' when unknown. */
  sector: string;
  businessTypeId: string;
  businessType: string;
}

interface Match {
  entry: BusinessTypeEntry;
  start: number;
  end: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keywordPatterns = businessTypes.map((entry) => ({
  entry,
  patterns: entry.keywords.map((keyword) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(keyword)}(?:e?s)?(?![\\p{L}\\d])`, 'gu')),
}));

/** Keyword matches in a text; where matches overlap the longest wins ('clínica veterinária' over 'clínica'). */
function matchesIn(text: string): Match[] {
  const folded = foldAccents(text).toLowerCase();
  const all = keywordPatterns.flatMap(({ entry, patterns }) =>
    patterns.flatMap((pattern) => [...folded.matchAll(pattern)].map((match) => ({ entry, start: match.index, end: match.index + match[0].length }))),
  );
  const kept: Match[] = [];
  for (const match of all.sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (!kept.some((other) => match.start < other.end && other.start < match.end)) kept.push(match);
  }
  return kept;
}

/** The entry with the highest score; ties go to the table's order. */
function best(scores: Map<BusinessTypeEntry, number>, minimum: number): BusinessTypeEntry | null {
  let winner: BusinessTypeEntry | null = null;
  for (const entry of businessTypes) {
    const score = scores.get(entry) ?? 0;
    if (score >= minimum && score > (winner ? scores.get(winner)! : 0)) winner = entry;
  }
  return winner;
}

function fromSchemaTypes(page: PageView): BusinessTypeEntry | null {
  for (const node of page.jsonLd) {
    for (const type of schemaTypes(node)) {
      const entry =
        businessTypes.find((candidate) => candidate.schemaTypes.includes(type)) ??
        (/(?:Store|Shop)$/.test(type) ? businessTypes.find((candidate) => candidate.id === 'store') : undefined);
      if (entry) return entry;
    }
  }
  return null;
}

/** Keywords in the places that say what the business is, weighted by how prominent the place is. */
function fromProminentText({ $, jsonLd }: PageView): BusinessTypeEntry | null {
  const fields: [string, number][] = [
    [$('title').first().text(), 3],
    [$('meta[property="og:site_name"]').attr('content') ?? '', 3],
    [
      $('h1')
        .toArray()
        .map((element) => $(element).text())
        .join(' · '),
      2,
    ],
    [$('meta[name="description" i]').attr('content') ?? '', 2],
    [jsonLd.map((node) => stringProperty(node, 'description') ?? '').join(' · '), 2],
    [$('meta[property="og:description"]').attr('content') ?? '', 1],
    [
      $('h2')
        .toArray()
        .map((element) => $(element).text())
        .join(' · '),
      1,
    ],
  ];
  const scores = new Map<BusinessTypeEntry, number>();
  for (const [text, weight] of fields) {
    for (const { entry } of matchesIn(clean(text))) scores.set(entry, (scores.get(entry) ?? 0) + weight);
  }
  return best(scores, 1);
}

/** The body text counts only when a kind of business is named there at least twice. */
function fromBodyText({ text }: PageView): BusinessTypeEntry | null {
  const scores = new Map<BusinessTypeEntry, number>();
  for (const { entry } of matchesIn(text)) scores.set(entry, (scores.get(entry) ?? 0) + 1);
  return best(scores, 2);
}

/** Sector and kind of business from the JSON-LD type, else keywords (pt and en); 'unknown' when nothing matches. */
export function classifyBusiness(page: PageView, language: Language): BusinessClassification {
  const entry = fromSchemaTypes(page) ?? fromProminentText(page) ?? fromBodyText(page);
  if (!entry) {
    const unknown = sectorLabels.unknown[language];
    return { sectorId: 'unknown', sector: unknown, businessTypeId: 'unknown', businessType: unknown };
  }
  return { sectorId: entry.sector, sector: sectorLabels[entry.sector][language], businessTypeId: entry.id, businessType: entry.label[language] };
}
