import { describe, expect, it } from 'vitest';
import { parseDay, parseValue, readCsvRows } from './csv-rows.js';

const today = '2026-11-27';

describe('imported CSV rows', () => {
  it('reads the columns in any order, Portuguese names, semicolons and Brazilian numbers', () => {
    const { rows, errors } = readCsvRows('\uFEFFvalor;data;metrica;unidade\n"1.234,50";2026-01;Receita;BRL\n10;15/02/2026;Leads;count\n', today);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, day: '2026-01-01', metric: 'Receita', slug: 'receita', value: 1234.5, unit: 'BRL', category: null },
      { line: 3, day: '2026-02-15', metric: 'Leads', slug: 'leads', value: 10, unit: 'count', category: null },
    ]);
  });

  it('reports every refused row with its line, column and reason', () => {
    const csv = [
      'date,metric,value,unit,category',
      '2026-13-01,revenue,10,BRL,',
      '2026-01-01,revenue,abc,BRL,',
      '2030-01-01,revenue,1,BRL,',
      '2026-01-01,revenue,1,BRL,financial',
      '2026-01-01,revenue,2,BRL,financial',
      '2026-02-01,revenue,2,USD,financial',
      '2026-03-01,revenue,2,BRL',
      '2026-03-01,,2,BRL,nada',
    ].join('\n');
    const { rows, errors } = readCsvRows(csv, today);
    expect(rows).toHaveLength(1);
    expect(errors.map((error) => [error.line, error.column])).toEqual([
      [2, 'date'],
      [3, 'value'],
      [4, 'date'],
      [6, 'date'],
      [7, 'unit'],
      [8, null],
      [9, 'metric'],
      [9, 'category'],
    ]);
    expect(errors[0]!.reason.pt).toContain('Data inválida');
    expect(errors[0]!.reason.en).toContain('Invalid date');
  });

  it('refuses a file without the required header, an unclosed quote, and a file of no rows', () => {
    expect(readCsvRows('dia,valor\n2026-01-01,1\n', today).errors[0]).toMatchObject({ line: 1, column: 'date' });
    expect(readCsvRows('date,metric,value,unit\n2026-01-01,"revenue,1,BRL\n', today).errors[0]!.reason.en).toContain('not a valid CSV');
    expect(readCsvRows('date,metric,value,unit\n', today).errors[0]!.line).toBe(2);
    expect(readCsvRows('', today).errors[0]!.reason.pt).toBe('O arquivo está vazio.');
  });

  it('parses days and values strictly', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('31/01/2026')).toBe('2026-01-31');
    expect(parseValue('R$ 1.500,75')).toBe(1500.75);
    expect(parseValue('1e5')).toBeNull();
    expect(parseValue('12.5')).toBe(12.5);
  });
});
