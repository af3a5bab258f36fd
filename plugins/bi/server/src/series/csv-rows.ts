import { CsvError, parse } from 'csv-parse/sync';
import { maxCsvRows, metricCategories, type CsvRowError, type MetricCategory } from '@otimiza/plugin-bi-shared';

/** One valid row of an imported CSV. */
export interface CsvRow {
  line: number;
  day: string;
  /** The metric as written (trimmed), and its key (`revenue`, `novos-clientes`). */
  metric: string;
  slug: string;
  value: number;
  unit: string;
  category: MetricCategory | null;
}

const headerNames: Record<string, 'date' | 'metric' | 'value' | 'unit' | 'category'> = {
  date: 'date',
  data: 'date',
  metric: 'metric',
  metrica: 'metric',
  value: 'value',
  valor: 'value',
  unit: 'unit',
  unidade: 'unit',
  category: 'category',
  categoria: 'category',
};

const categoryNames: Record<string, MetricCategory> = {
  ...Object.fromEntries(metricCategories.map((category) => [category, category])),
  financeiro: 'financial',
  financeira: 'financial',
  cliente: 'customer',
  clientes: 'customer',
  vendas: 'sales',
  operacional: 'operational',
  produto: 'product',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The metric's key: lower case, accents and symbols folded into dashes. */
export const slugOf = (metric: string) =>
  fold(metric)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const reason = (pt: string, en: string) => ({ pt, en });

/** YYYY-MM-DD, YYYY-MM (the month's first day) or DD/MM/YYYY; null when none of them or not a real day. */
export function parseDay(text: string): string | null {
  let year: number;
  let month: number;
  let day: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{4})-(\d{2})$/.exec(text))) [year, month, day] = [Number(match[1]), Number(match[2]), 1];
  else if ((match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text))) [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A number with a dot for decimals (1234.5), or the Brazilian way with a comma (1.234,5); null otherwise. */
export function parseValue(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/^R\$/i, '');
  if (!/^[-+]?[\d.,]+$/.test(compact)) return null;
  const normalised = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) && Math.abs(value) <= 1e15 ? value : null;
}

/**
 * Parses and checks an imported CSV (csv-parse): a header naming date, metric, value and unit
 * (category optional; Portuguese names too; comma or semicolon separated), then one row per
 * metric and day. Every refused row is reported with its line and reason; the caller stores
 * nothing unless `errors` is empty.
 */
export function readCsvRows(content: string, today: string): { rows: CsvRow[]; errors: CsvRowError[] } {
  const firstLine = content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: 10_000,
    }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as CsvError & { lines?: number }).lines ?? 0) || null : null;
    return {
      rows: [],
      errors: [
        {
          line: line ?? 1,
          column: null,
          reason: reason(
            `O arquivo não é um CSV válido: ${error instanceof Error ? error.message : String(error)}`,
            `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}`,
          ),
        },
      ],
    };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, column: null, reason: reason('O arquivo está vazio.', 'The file is empty.') }] };
  const columns = header.record.map((name) => headerNames[fold(name)] ?? null);
  const missing = (['date', 'metric', 'value', 'unit'] as const).filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [
        {
          line: 1,
          column: missing[0]!,
          reason: reason(
            `Cabeçalho sem a(s) coluna(s): ${missing.join(', ')} (esperado: date, metric, value, unit e, opcional, category).`,
            `Header without the column(s): ${missing.join(', ')} (expected: date, metric, value, unit and, optionally, category).`,
          ),
        },
      ],
    };
  }
  if (body.length === 0)
    return { rows: [], errors: [{ line: 2, column: null, reason: reason('O arquivo não tem linhas de dados.', 'The file has no data rows.') }] };
  if (body.length > maxCsvRows) {
    return {
      rows: [],
      errors: [
        { line: maxCsvRows + 2, column: null, reason: reason(`Até ${maxCsvRows} linhas de dados por arquivo.`, `Up to ${maxCsvRows} data rows per file.`) },
      ],
    };
  }
  const index = (name: string) => columns.indexOf(name as never);
  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  const units = new Map<string, { unit: string; line: number }>();
  for (const { record, info } of body) {
    const line = info.lines;
    const cell = (name: string) => (index(name) >= 0 ? (record[index(name)] ?? '') : '');
    const refuse = (column: CsvRowError['column'], pt: string, en: string) => errors.push({ line, column, reason: reason(pt, en) });
    if (record.length !== header.record.length) {
      refuse(
        null,
        `A linha tem ${record.length} colunas; o cabeçalho, ${header.record.length}.`,
        `The row has ${record.length} columns; the header, ${header.record.length}.`,
      );
      continue;
    }
    const dateText = cell('date');
    const day = parseDay(dateText);
    const metric = cell('metric');
    const slug = slugOf(metric);
    const value = parseValue(cell('value'));
    const unit = cell('unit');
    const categoryText = cell('category');
    const category = categoryText ? (categoryNames[fold(categoryText)] ?? null) : null;
    const before = errors.length;
    if (!day)
      refuse(
        'date',
        `Data inválida: “${dateText.slice(0, 40)}” (use AAAA-MM-DD, AAAA-MM ou DD/MM/AAAA).`,
        `Invalid date: “${dateText.slice(0, 40)}” (use YYYY-MM-DD, YYYY-MM or DD/MM/YYYY).`,
      );
    else if (day > today) refuse('date', `Data no futuro: ${day}.`, `Date in the future: ${day}.`);
    else if (day < '2000-01-01') refuse('date', `Data anterior a 2000: ${day}.`, `Date before 2000: ${day}.`);
    if (!slug || metric.length > 60) refuse('metric', 'Métrica ausente ou com mais de 60 caracteres.', 'Metric missing or longer than 60 characters.');
    if (value === null) refuse('value', `Valor inválido: “${cell('value').slice(0, 40)}”.`, `Invalid value: “${cell('value').slice(0, 40)}”.`);
    if (!unit || unit.length > 16) refuse('unit', 'Unidade ausente ou com mais de 16 caracteres.', 'Unit missing or longer than 16 characters.');
    if (categoryText && !category) {
      refuse('category', `Categoria desconhecida: “${categoryText.slice(0, 40)}”.`, `Unknown category: “${categoryText.slice(0, 40)}”.`);
    }
    if (errors.length > before) continue;
    const key = `${slug}\u0000${day}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      refuse('date', `A métrica “${metric}” já tem o dia ${day} na linha ${earlier}.`, `The metric “${metric}” already has the day ${day} on line ${earlier}.`);
      continue;
    }
    const known = units.get(slug);
    if (known && known.unit !== unit) {
      refuse(
        'unit',
        `Unidade “${unit}” diferente da linha ${known.line} (“${known.unit}”).`,
        `Unit “${unit}” differs from line ${known.line} (“${known.unit}”).`,
      );
      continue;
    }
    seen.set(key, line);
    if (!known) units.set(slug, { unit, line });
    rows.push({ line, day: day!, metric, slug, value: value!, unit, category });
  }
  return { rows, errors };
}
