import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';

export const templateCategories = ['Technical', 'Marketing', 'Billing', 'Security'] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/**
 * The variables a template may use, as `{{name}}`; any other name is refused (400). Their values
 * come from the notification or campaign being sent, or from the workspace's latest analysis in a preview.
 */
export const templateVariables = [
  'siteUrl',
  'score',
  'scoreName',
  'previousScore',
  'userName',
  'workspaceName',
  'actionUrl',
  'date',
  'title',
  'message',
] as const;
export type TemplateVariable = (typeof templateVariables)[number];

/** The `{{…}}` names a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

export const templateInputSchema = z.strictObject({
  name: singleLine(z.string().trim().min(1, { error: 'notifications.nameRequired' }).max(120, { error: 'notifications.nameTooLong' })),
  category: z.enum(templateCategories),
  subject: singleLine(z.string().trim().min(1, { error: 'notifications.subjectRequired' }).max(200, { error: 'notifications.subjectTooLong' })),
  body: z.string().trim().min(1, { error: 'notifications.bodyRequired' }).max(10_000, { error: 'notifications.bodyTooLong' }),
  isActive: z.boolean().default(true),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateListQuerySchema = z.object({ category: z.enum(templateCategories).optional() });

/** A template; `usage` counted from the delivery records that used it. */
export interface TemplateView {
  id: string;
  name: string;
  category: TemplateCategory;
  subject: string;
  body: string;
  isActive: boolean;
  variables: TemplateVariable[];
  usage: { sent: number; delivered: number; opened: number; clicked: number; conversionRate: number | null };
  createdAt: string;
}

export interface TemplateList {
  templates: TemplateView[];
}

/** `POST /api/notifications/templates/:id/preview`: values override the sample taken from the workspace's data. */
export const templatePreviewSchema = z.strictObject({ values: z.partialRecord(z.enum(templateVariables), z.string().max(2000)).default({}) });

export interface TemplatePreview {
  subject: string;
  body: string;
  /** Where each value came from: the workspace's latest analysis, the caller, or none (left empty). */
  values: Record<TemplateVariable, { value: string; source: 'workspace' | 'given' | 'missing' }>;
}
