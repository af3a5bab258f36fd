import type { TemplateVariable } from './templates.js';

/** A template's text with each `{{name}}` replaced by its value (an absent value leaves the text empty there). */
export function renderTemplate(text: string, values: Partial<Record<TemplateVariable, string>>): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_match, name: string) => values[name as TemplateVariable] ?? '');
}
