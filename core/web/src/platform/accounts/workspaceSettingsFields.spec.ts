import { defineWorkspaceSettings, workspaceSettingsForm } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsFormFields } from './workspaceSettingsFields';

const settings = defineWorkspaceSettings({
  pluginId: 'probe',
  schema: z.object({
    pagesPerTemplate: z.number().int().min(1).max(50).default(5),
    threshold: z.number().min(0).max(1).default(0.5),
    device: z.enum(['mobile', 'desktop']).default('mobile'),
    weekly: z.boolean().default(false),
    signature: z.string().trim().max(80).default(''),
  }),
  fields: {
    pagesPerTemplate: { label: { pt: 'Páginas por modelo', en: 'Pages per template' }, description: { pt: 'De 1 a 50.', en: '1 to 50.' } },
    threshold: { label: { pt: 'Limite', en: 'Threshold' } },
    device: { label: { pt: 'Dispositivo', en: 'Device' }, options: { mobile: { pt: 'Celular', en: 'Mobile' } } },
    weekly: { label: { pt: 'Toda semana', en: 'Every week' } },
    signature: { label: { pt: 'Assinatura', en: 'Signature' } },
  },
});

describe('settingsFormFields: a settings form generated from the JSON Schema the server serves', () => {
  const form = workspaceSettingsForm(settings);

  it('makes one field per property, in order, with its kind, bounds and default, labelled in Portuguese', () => {
    expect(settingsFormFields(form, 'pt')).toEqual([
      { name: 'pagesPerTemplate', kind: 'number', integer: true, min: 1, max: 50, label: 'Páginas por modelo', description: 'De 1 a 50.', defaultValue: 5 },
      { name: 'threshold', kind: 'number', integer: false, min: 0, max: 1, label: 'Limite', description: null, defaultValue: 0.5 },
      {
        name: 'device',
        kind: 'enum',
        label: 'Dispositivo',
        description: null,
        defaultValue: 'mobile',
        // An option without a label shows its value.
        options: [
          { value: 'mobile', label: 'Celular' },
          { value: 'desktop', label: 'desktop' },
        ],
      },
      { name: 'weekly', kind: 'boolean', label: 'Toda semana', description: null, defaultValue: false },
      { name: 'signature', kind: 'string', maxLength: 80, label: 'Assinatura', description: null, defaultValue: '' },
    ]);
  });

  it('labels the same fields in English', () => {
    const fields = settingsFormFields(form, 'en');
    expect(fields.map((field) => field.label)).toEqual(['Pages per template', 'Threshold', 'Device', 'Every week', 'Signature']);
    expect(fields[0]!.description).toBe('1 to 50.');
    expect(fields.find((field) => field.kind === 'enum')).toMatchObject({ options: [{ label: 'Mobile' }, { label: 'desktop' }] });
  });

  it('leaves out a property of a kind it cannot show, and names a field without texts by its key', () => {
    const fields = settingsFormFields({ schema: { type: 'object', properties: { list: {}, plain: { type: 'string' } } }, fields: {} }, 'en');
    expect(fields).toEqual([{ name: 'plain', kind: 'string', label: 'plain', description: null, defaultValue: undefined }]);
  });
});
