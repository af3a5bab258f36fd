/** At most this many competitors per analysis (the server refuses more). */
export const maxCompetitors = 5;

/** The competitors typed one per line: each line trimmed, blank lines dropped, repeats kept once. */
export function parseCompetitorLines(text: string): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || seen.has(line.toLowerCase())) continue;
    seen.add(line.toLowerCase());
    lines.push(line);
  }
  return lines;
}

export type CompetitorInput = { ok: true; url: string; competitors: string[] } | { ok: false; error: 'required' | 'too-many'; count: number };

/** The form's check before sending: a target URL and one to five competitors ('Campos Obrigatórios'). */
export function checkCompetitorInput(url: string, text: string): CompetitorInput {
  const competitors = parseCompetitorLines(text);
  if (!url.trim() || competitors.length === 0) return { ok: false, error: 'required', count: competitors.length };
  if (competitors.length > maxCompetitors) return { ok: false, error: 'too-many', count: competitors.length };
  return { ok: true, url: url.trim(), competitors };
}
