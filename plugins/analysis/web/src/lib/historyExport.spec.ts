import { describe, expect, it } from 'vitest';
import { historyExportPath } from './historyExport';

describe('historyExportPath', () => {
  it('carries the format, the interface language and the search the history shows', () => {
    expect(historyExportPath('csv', { search: '' }, 'pt')).toBe('/api/analysis-history/export?format=csv&language=pt');
    expect(historyExportPath('json', { search: 'padaria & café' }, 'en')).toBe(
      '/api/analysis-history/export?format=json&language=en&search=padaria+%26+caf%C3%A9',
    );
  });
});
