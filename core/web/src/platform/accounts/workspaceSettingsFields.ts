import type { Language, WorkspaceSettingJsonSchema, WorkspaceSettingsForm } from '@otimiza/sdk/shared';

/** One field of a generated settings form: what antd's Form.Item and its input need. */
export type SettingsFormField =
  | (FieldBase & { kind: 'string'; maxLength?: number; minLength?: number })
  | (FieldBase & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'enum'; options: { value: string | number; label: string }[] });

interface FieldBase {
  name: string;
  label: string;
  description: string | null;
  defaultValue: unknown;
}

function kindOf(property: WorkspaceSettingJsonSchema): SettingsFormField['kind'] | null {
  if (Array.isArray(property.enum)) return 'enum';
  if (property.type === 'integer' || property.type === 'number') return 'number';
  if (property.type === 'string' || property.type === 'boolean') return property.type;
  return null;
}

/**
 * The fields of a plugin's settings form, in the schema's order, labelled in the user's language:
 * strings, numbers (integers too, with their bounds), booleans and enums. A property of another
 * kind is left out (the server's schema still checks whatever is sent).
 */
export function settingsFormFields(form: WorkspaceSettingsForm, language: Language): SettingsFormField[] {
  return Object.entries(form.schema.properties).flatMap(([name, property]): SettingsFormField[] => {
    const kind = kindOf(property);
    if (!kind) return [];
    const texts = form.fields[name];
    const base: FieldBase = {
      name,
      label: texts?.label[language] ?? name,
      description: texts?.description?.[language] ?? null,
      defaultValue: property.default,
    };
    switch (kind) {
      case 'enum':
        return [
          { ...base, kind, options: (property.enum ?? []).map((value) => ({ value, label: texts?.options?.[String(value)]?.[language] ?? String(value) })) },
        ];
      case 'number': {
        const min = property.minimum ?? property.exclusiveMinimum;
        const max = property.maximum ?? property.exclusiveMaximum;
        return [{ ...base, kind, integer: property.type === 'integer', ...(min !== undefined && { min }), ...(max !== undefined && { max }) }];
      }
      case 'string':
        return [
          {
            ...base,
            kind,
            ...(property.maxLength !== undefined && { maxLength: property.maxLength }),
            ...(property.minLength !== undefined && { minLength: property.minLength }),
          },
        ];
      default:
        return [{ ...base, kind }];
    }
  });
}
