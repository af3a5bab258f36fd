import { z } from 'zod';

/** A plain text in both languages, as the manifest's `loginPrompts` carry them (no catalog is needed to show it). */
export interface WorkspaceSettingText {
  pt: string;
  en: string;
}

/** What the settings form shows for one field: its label, an optional help line, and for an enum each option's label. */
export interface WorkspaceSettingField {
  label: WorkspaceSettingText;
  description?: WorkspaceSettingText;
  /** Labels of an enum's options, by value (the value itself is shown for one left out). */
  options?: Readonly<Record<string, WorkspaceSettingText>>;
}

/**
 * A plugin's per-workspace settings: a zod object of flat fields — strings, numbers, booleans and
 * enums, each with a `.default()` — and each field's label and description in pt and en. Owners and
 * admins change them on the workspace's plugin page (a form generated from the schema); the plugin's
 * server reads them with `WorkspaceSettingsPort.read(settings, workspaceId)`.
 */
export interface WorkspaceSettings<S extends z.ZodObject = z.ZodObject> {
  pluginId: string;
  schema: S;
  fields: { readonly [K in keyof S['shape'] & string]: WorkspaceSettingField };
}

/** JSON Schema of one setting as the host serves it (zod's `z.toJSONSchema`, input side). */
export interface WorkspaceSettingJsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean';
  enum?: readonly (string | number)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A plugin's settings form as the web host receives it: the JSON Schema of the values and each field's texts. */
export interface WorkspaceSettingsForm {
  schema: { type: 'object'; properties: Record<string, WorkspaceSettingJsonSchema>; required?: string[] };
  fields: Record<string, WorkspaceSettingField>;
}

/** Answer of `GET` and `PUT /api/workspace/plugins/:id/settings`. */
export interface WorkspacePluginSettingsResponse {
  pluginId: string;
  form: WorkspaceSettingsForm;
  /** The workspace's values, every field present (a value never saved is the field's default). */
  values: Record<string, string | number | boolean>;
  /** Owners and admins change them (a client workspace's reseller does not: the values belong to the workspace). */
  canChange: boolean;
}

/** Body of `PUT /api/workspace/plugins/:id/settings`: every value of the form; the plugin's schema checks them. */
export const workspacePluginSettingsBodySchema = z
  .object({
    values: z.record(z.string().min(1).max(64), z.union([z.string().max(2000), z.number(), z.boolean()])),
  })
  .strict();

const fieldSchema = z.object({
  label: z.object({ pt: z.string().trim().min(1), en: z.string().trim().min(1) }),
  description: z.object({ pt: z.string().trim().min(1), en: z.string().trim().min(1) }).optional(),
  options: z.record(z.string(), z.object({ pt: z.string().trim().min(1), en: z.string().trim().min(1) })).optional(),
});

/** The JSON Schema the form is generated from: input side (a default makes a field optional), strict. */
export function workspaceSettingsForm(settings: WorkspaceSettings): WorkspaceSettingsForm {
  const json = z.toJSONSchema(settings.schema, { io: 'input' }) as Record<string, unknown>;
  const { $schema: _ignored, ...schema } = json;
  return { schema: schema as WorkspaceSettingsForm['schema'], fields: { ...settings.fields } };
}

const supportedType = (property: WorkspaceSettingJsonSchema) =>
  Array.isArray(property.enum) || ['string', 'number', 'integer', 'boolean'].includes(property.type ?? '');

/**
 * Declares a plugin's per-workspace settings; throws at import time naming the plugin and the field
 * when a field has no label in both languages, no default, or a type the form cannot show.
 */
export function defineWorkspaceSettings<S extends z.ZodObject>(settings: WorkspaceSettings<S>): WorkspaceSettings<S> {
  const where = (name: string) => `workspace setting "${name}" of plugin "${settings.pluginId}"`;
  const names = Object.keys(settings.schema.shape);
  for (const name of names) {
    if (!/^[a-z][a-zA-Z0-9]{0,63}$/.test(name)) throw new Error(`${where(name)} must be named in camelCase`);
    const field = (settings.fields as Record<string, unknown>)[name];
    if (!fieldSchema.safeParse(field).success) throw new Error(`${where(name)} needs fields.${name} = { label: { pt, en }, description?: { pt, en } }`);
  }
  for (const name of Object.keys(settings.fields)) {
    if (!names.includes(name)) throw new Error(`${where(name)} has a label but no field in the schema`);
  }
  let form: WorkspaceSettingsForm;
  try {
    form = workspaceSettingsForm(settings as WorkspaceSettings);
  } catch (error) {
    throw new Error(`workspace settings of plugin "${settings.pluginId}" cannot be shown as a form: ${(error as Error).message}`, { cause: error });
  }
  for (const [name, property] of Object.entries(form.schema.properties)) {
    if (!supportedType(property)) throw new Error(`${where(name)} must be a string, a number, a boolean or an enum`);
    if (!settings.schema.shape[name]!.safeParse(undefined).success) throw new Error(`${where(name)} needs a default: .default(…)`);
  }
  return Object.freeze({ ...settings, fields: Object.freeze({ ...settings.fields }) });
}

/**
 * A workspace's stored values read with the plugin's schema as it is now: each field's stored value
 * when it still fits, else its default — a field added, changed or removed since the values were
 * saved never breaks a read.
 */
export function workspaceSettingsValues<S extends z.ZodObject>(schema: S, stored: unknown): z.output<S> {
  const saved = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = field.safeParse(saved[name]);
    values[name] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return values as z.output<S>;
}

/** One problem with a submitted value, in both languages, named by the field's label. */
export interface WorkspaceSettingProblem {
  path: string;
  message: WorkspaceSettingText;
}

/**
 * Checks a whole set of submitted values against the plugin's schema: every problem, each named by
 * its field's label in pt and en (an unknown field too), or the parsed values when there is none.
 */
export function checkWorkspaceSettings<S extends z.ZodObject>(
  settings: WorkspaceSettings<S>,
  submitted: Record<string, unknown>,
): { ok: true; values: z.output<S> } | { ok: false; problems: WorkspaceSettingProblem[] } {
  const problems: WorkspaceSettingProblem[] = [];
  const shape = settings.schema.shape as Record<string, z.ZodType>;
  for (const name of Object.keys(submitted)) {
    if (!Object.hasOwn(shape, name))
      problems.push({ path: name, message: { pt: `A configuração "${name}" não existe.`, en: `There is no setting "${name}".` } });
  }
  const result = settings.schema.safeParse(submitted);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      const field = (settings.fields as Record<string, WorkspaceSettingField | undefined>)[name];
      const label = field ? field.label : { pt: name, en: name };
      problems.push({ path: name, message: problemText(issue, label) });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, values: result.data as z.output<S> };
}

function problemText(issue: z.core.$ZodIssue, label: WorkspaceSettingText): WorkspaceSettingText {
  if (issue.code === 'too_small') {
    const min = String(issue.minimum);
    return issue.origin === 'string'
      ? { pt: `"${label.pt}" precisa de ao menos ${min} caracteres.`, en: `"${label.en}" needs at least ${min} characters.` }
      : { pt: `"${label.pt}" precisa ser no mínimo ${min}.`, en: `"${label.en}" must be at least ${min}.` };
  }
  if (issue.code === 'too_big') {
    const max = String(issue.maximum);
    return issue.origin === 'string'
      ? { pt: `"${label.pt}" pode ter até ${max} caracteres.`, en: `"${label.en}" may have up to ${max} characters.` }
      : { pt: `"${label.pt}" pode ser no máximo ${max}.`, en: `"${label.en}" must be at most ${max}.` };
  }
  if (issue.code === 'invalid_value') {
    const options = issue.values.map(String).join(', ');
    return { pt: `"${label.pt}" precisa ser um destes: ${options}.`, en: `"${label.en}" must be one of: ${options}.` };
  }
  if (issue.code === 'invalid_type') {
    const expected = issue.expected === 'int' ? { pt: 'um número inteiro', en: 'a whole number' } : expectedType(issue.expected);
    return { pt: `"${label.pt}" precisa ser ${expected.pt}.`, en: `"${label.en}" must be ${expected.en}.` };
  }
  return { pt: `Valor inválido em "${label.pt}".`, en: `Invalid value for "${label.en}".` };
}

function expectedType(expected: string): WorkspaceSettingText {
  if (expected === 'number') return { pt: 'um número', en: 'a number' };
  if (expected === 'boolean') return { pt: 'sim ou não', en: 'yes or no' };
  if (expected === 'string') return { pt: 'um texto', en: 'a text' };
  return { pt: `do tipo ${expected}`, en: `of type ${expected}` };
}
