import { createRecurringReportSchema, RECURRING_FEATURE, updateRecurringReportSchema, type RecurringReportView } from '@otimiza/plugin-reports-shared';
import { reportsManifest } from '@otimiza/plugin-reports-shared/manifest';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  canRemoveRow,
  emptyRecurringForm,
  normaliseUrl,
  recurringFormFromReport,
  removeRow,
  updateRow,
  validateRecurringForm,
  type RecurringFormValues,
} from './recurringForm';

const filled = (changes: Partial<RecurringFormValues> = {}): RecurringFormValues => ({
  ...emptyRecurringForm(),
  name: 'Relatório mensal',
  urls: ['https://padaria.com.br'],
  recipients: ['dono@padaria.com.br'],
  ...changes,
});

describe('emptyRecurringForm', () => {
  it('has the spec defaults: monthly, switches on, summary e-mails, one row of each', () => {
    expect(emptyRecurringForm()).toEqual({
      name: '',
      urls: [''],
      recipients: [''],
      frequency: 'monthly',
      includeComparisons: true,
      includeRecommendations: true,
      customBranding: true,
      emailFormat: 'summary',
    });
  });
});

describe('recurringFormFromReport', () => {
  const report: RecurringReportView = {
    id: '6f1c7f0e-1c0e-4a53-9a7e-2f3b0b6d9a10',
    name: 'Clientes da padaria',
    urls: ['https://padaria.com.br', 'https://padaria.com.br/cardapio'],
    frequency: 'weekly',
    recipients: ['dono@padaria.com.br', 'ana@padaria.com.br'],
    nextRun: '2026-11-29T12:00:00.000Z',
    isActive: false,
    settings: { includeComparisons: false, includeRecommendations: true, customBranding: false, emailFormat: 'detailed' },
    lastRun: null,
    createdAt: '2026-11-22T08:00:00.000Z',
  };

  it("prefills the form with the report's name, URLs, frequency, recipients and settings", () => {
    expect(recurringFormFromReport(report)).toEqual({
      name: 'Clientes da padaria',
      urls: ['https://padaria.com.br', 'https://padaria.com.br/cardapio'],
      recipients: ['dono@padaria.com.br', 'ana@padaria.com.br'],
      frequency: 'weekly',
      includeComparisons: false,
      includeRecommendations: true,
      customBranding: false,
      emailFormat: 'detailed',
    });
  });

  it("copies the lists, so editing the rows leaves the report's own untouched", () => {
    const values = recurringFormFromReport(report);
    values.urls.push('https://outra.com.br');
    values.recipients[0] = 'outro@x.com';
    expect(report.urls).toHaveLength(2);
    expect(report.recipients[0]).toBe('dono@padaria.com.br');
  });

  it('gives an empty list one row to type in, and a missing setting its default', () => {
    const values = recurringFormFromReport({ name: 'Vazio', urls: [], recipients: [], frequency: 'monthly', settings: { emailFormat: 'detailed' } });
    expect(values).toEqual({ ...emptyRecurringForm(), name: 'Vazio', emailFormat: 'detailed' });
    expect(recurringFormFromReport({ ...report, settings: null }).includeComparisons).toBe(true);
  });

  it('validates unchanged into the same configuration, which the PATCH schema accepts', () => {
    const result = validateRecurringForm(recurringFormFromReport(report));
    expect(result).toEqual({
      ok: true,
      payload: { name: report.name, urls: report.urls, frequency: report.frequency, recipients: report.recipients, settings: report.settings },
    });
    if (result.ok) expect(updateRecurringReportSchema.safeParse(result.payload).success).toBe(true);
  });
});

describe('rows', () => {
  it('adds an empty row and updates one row', () => {
    expect(addRow(['a'])).toEqual(['a', '']);
    expect(updateRow(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
  });

  it('removes a row but never the last remaining one', () => {
    expect(removeRow(['a', 'b'], 0)).toEqual(['b']);
    expect(canRemoveRow(['a'])).toBe(false);
    expect(removeRow(['a'], 0)).toEqual(['a']);
    expect(removeRow(['a', 'b'], 5)).toEqual(['a', 'b']);
  });
});

describe('normaliseUrl', () => {
  it('trims and adds https:// when no scheme is given', () => {
    expect(normaliseUrl('  padaria.com.br ')).toBe('https://padaria.com.br');
    expect(normaliseUrl('http://padaria.com.br')).toBe('http://padaria.com.br');
    expect(normaliseUrl('   ')).toBe('');
  });
});

describe('validateRecurringForm', () => {
  it('requires a name, a URL and a recipient with @', () => {
    const result = validateRecurringForm(emptyRecurringForm());
    expect(result).toEqual({
      ok: false,
      errors: { name: 'nameRequired', urls: 'urlRequired', recipients: 'recipientRequired', invalidRecipientRows: [] },
    });
  });

  it('treats a blank name and blank rows as missing', () => {
    const result = validateRecurringForm(filled({ name: '   ', urls: ['  ', ''], recipients: [' '] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject({ name: 'nameRequired', urls: 'urlRequired', recipients: 'recipientRequired' });
  });

  it('needs at least one recipient containing @, and flags filled rows without one', () => {
    const result = validateRecurringForm(filled({ recipients: ['dono', '', 'ana@x.com'] }));
    expect(result).toEqual({ ok: false, errors: { invalidRecipientRows: [0] } });
    const none = validateRecurringForm(filled({ recipients: ['dono'] }));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.errors.recipients).toBe('recipientRequired');
  });

  it('drops blank rows and builds a request the server schema accepts', () => {
    const result = validateRecurringForm(
      filled({
        name: ' Clientes ',
        urls: ['', 'padaria.com.br', ' '],
        recipients: ['', ' ana@x.com '],
        frequency: 'weekly',
        emailFormat: 'detailed',
        customBranding: false,
      }),
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        name: 'Clientes',
        urls: ['https://padaria.com.br'],
        frequency: 'weekly',
        recipients: ['ana@x.com'],
        settings: { includeComparisons: true, includeRecommendations: true, customBranding: false, emailFormat: 'detailed' },
      },
    });
    if (result.ok) expect(createRecurringReportSchema.safeParse(result.payload).success).toBe(true);
  });
});

describe('who may have recurring reports', () => {
  it('is the Enterprise plan only, as the plugin declares the feature to the catalogue the server and the pricing table read', () => {
    expect(reportsManifest.features.find((feature) => feature.key === RECURRING_FEATURE)?.plans).toEqual(['enterprise']);
  });
});
