import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';

export const playbookCategories = ['onboarding', 'retention', 'expansion', 'satisfaction', 'risk'] as const;
export type PlaybookCategory = (typeof playbookCategories)[number];

/** What a playbook's step does. */
export const playbookActionTypes = ['email', 'task', 'reaudit', 'nps-survey', 'share-report'] as const;
export type PlaybookActionType = (typeof playbookActionTypes)[number];

export const taskKinds = ['task', 'call', 'meeting'] as const;
export type TaskKind = (typeof taskKinds)[number];

const actionName = singleLine(z.string({ error: 'cs.actionsInvalid' }).trim().min(1, { error: 'cs.actionsInvalid' }).max(80, { error: 'cs.actionsInvalid' }));
/** The minutes of a person's work the step stands for (its time saved when it runs by itself). */
const minutesSaved = z
  .number({ error: 'cs.actionsInvalid' })
  .int({ error: 'cs.actionsInvalid' })
  .min(0, { error: 'cs.actionsInvalid' })
  .max(480, { error: 'cs.actionsInvalid' });

export const playbookActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('email'),
      name: actionName,
      /** `{{cliente}}`, `{{csm}}` and `{{saude}}` are filled in. */
      subject: singleLine(z.string({ error: 'cs.actionsInvalid' }).trim().min(1, { error: 'cs.actionsInvalid' }).max(160, { error: 'cs.actionsInvalid' })),
      body: z.string({ error: 'cs.actionsInvalid' }).trim().min(1, { error: 'cs.actionsInvalid' }).max(5000, { error: 'cs.actionsInvalid' }),
      minutesSaved: minutesSaved.default(10),
    }),
    z.strictObject({
      type: z.literal('task'),
      name: actionName,
      title: singleLine(z.string({ error: 'cs.actionsInvalid' }).trim().min(1, { error: 'cs.actionsInvalid' }).max(160, { error: 'cs.actionsInvalid' })),
      taskKind: z.enum(taskKinds, { error: 'cs.actionsInvalid' }).default('task'),
      dueInDays: z
        .number({ error: 'cs.actionsInvalid' })
        .int({ error: 'cs.actionsInvalid' })
        .min(0, { error: 'cs.actionsInvalid' })
        .max(90, { error: 'cs.actionsInvalid' })
        .default(3),
      minutesSaved: minutesSaved.default(5),
    }),
    z.strictObject({ type: z.literal('reaudit'), name: actionName, minutesSaved: minutesSaved.default(15) }),
    z.strictObject({ type: z.literal('nps-survey'), name: actionName, minutesSaved: minutesSaved.default(10) }),
    z.strictObject({ type: z.literal('share-report'), name: actionName, minutesSaved: minutesSaved.default(10) }),
  ],
  { error: 'cs.actionsInvalid' },
);
export type PlaybookAction = z.output<typeof playbookActionSchema>;

/** `POST /api/cs/playbooks`. */
export const createPlaybookSchema = z.strictObject({
  name: singleLine(z.string({ error: 'cs.playbookNameRequired' }).trim().min(1, { error: 'cs.playbookNameRequired' }).max(120, { error: 'cs.nameTooLong' })),
  description: z.string().trim().max(2000, { error: 'cs.commentTooLong' }).default(''),
  category: z.enum(playbookCategories, { error: 'cs.actionsInvalid' }).default('retention'),
  enabled: z.boolean().default(true),
  actions: z.array(playbookActionSchema, { error: 'cs.actionsInvalid' }).min(1, { error: 'cs.actionsInvalid' }).max(10, { error: 'cs.actionsInvalid' }),
});
export type CreatePlaybook = z.input<typeof createPlaybookSchema>;

/** `PATCH /api/cs/playbooks/:id`: switch it on or off. */
export const updatePlaybookSchema = z.strictObject({ enabled: z.boolean({ error: 'cs.statusInvalid' }) });

export const playbookIdSchema = z.object({ id: z.uuid() });

/** `POST /api/cs/playbooks/:id/execute`. */
export const executePlaybookSchema = z.strictObject({ customerId: z.uuid({ error: 'cs.customerRequired' }) });

export interface PlaybookView {
  id: string;
  name: string;
  description: string;
  category: PlaybookCategory;
  enabled: boolean;
  /** One of the playbooks every workspace starts with. */
  builtIn: boolean;
  actions: { type: PlaybookActionType; name: string }[];
  /** From the playbook's executions; null rates while none is decided. */
  metrics: {
    executions: number;
    /** Executions whose every step ran, percent of all. */
    completionRate: number | null;
    /** Executions after which the client's health score rose within 30 days, percent of those measured. */
    successRate: number | null;
    /** Mean change of the health score within 30 days after an execution (points). */
    avgImpactOnHealthScore: number | null;
    /** Minutes of the steps that ran by themselves. */
    timeSaved: number;
    /** Executions measured for the two figures above (a health snapshot after them). */
    measured: number;
  };
  createdBy: string | null;
  lastModified: string;
}

export interface PlaybookList {
  playbooks: PlaybookView[];
}

export type ExecutionStatus = 'queued' | 'running' | 'completed' | 'failed';
export type StepStatus = 'pending' | 'done' | 'failed' | 'queued' | 'skipped';

export interface PlaybookExecutionView {
  id: string;
  playbookId: string;
  playbookName: string;
  customerId: string;
  customerName: string;
  status: ExecutionStatus;
  steps: { type: PlaybookActionType; name: string; status: StepStatus; detail: string | null }[];
  healthBefore: number | null;
  /** The latest health score within 30 days after it; null before the next snapshot. */
  healthAfter: number | null;
  startedAt: string;
  completedAt: string | null;
}

export interface PlaybookExecutionList {
  executions: PlaybookExecutionView[];
}
