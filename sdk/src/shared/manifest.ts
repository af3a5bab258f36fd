import { z } from 'zod';
import { planFeatureProblem, planIds, type FeatureKey, type PlanFeature } from './features.js';
import type { MessageDescriptor } from './messages.js';

export const sidebarSections = ['main', 'tools', 'reports', 'account', 'help'] as const;
export type SidebarSection = (typeof sidebarSections)[number];

export interface NavItem {
  /** Route path in the web app, e.g. `/user-manual`. */
  path: string;
  label: MessageDescriptor;
  /** Name of an `@ant-design/icons` icon, e.g. `BookOutlined`. */
  icon: string;
  section: SidebarSection;
  order: number;
}

/** A page's login prompt: the page's path and the sentence in each language. */
export interface LoginPrompt {
  path: string;
  text: { pt: string; en: string };
}

export interface PluginManifest {
  /** Plugin id: lower-case kebab-case, the same in every package of the plugin. */
  id: string;
  displayName: MessageDescriptor;
  /** Plan feature the whole plugin needs (its own, a required plugin's or the core's), or null when every plan may use it. */
  requiredFeature: FeatureKey | null;
  /** The plan features this plugin provides: sold in the plans they name only while the plugin is installed. */
  features: readonly PlanFeature[];
  navItems: readonly NavItem[];
  /** Web paths served by the plugin that a visitor may open without logging in. */
  publicPaths: readonly string[];
  /**
   * What a visitor reads on one of the plugin's pages that needs an account ('Faça login para acessar …'),
   * in both languages as plain text: a visitor loads no plugin catalog, so the host
   * serves these itself (`GET /api/plugins`, `loginPrompts`).
   */
  loginPrompts: readonly LoginPrompt[];
  /** Job names the plugin's server half processes, each prefixed with the plugin id. */
  jobs: readonly string[];
  /** Ids of the plugins this one needs (their ports): a selection without them refuses to start. */
  requires: readonly string[];
}

const messageSchema = z.object({ id: z.string().min(1), message: z.string().min(1) });

export const pluginManifestSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'plugin id must be lower-case kebab-case'),
    displayName: messageSchema,
    requiredFeature: z.string().min(1).nullable(),
    features: z.array(
      z.object({
        key: z.string(),
        label: z.object({ pt: z.string().trim().min(1), en: z.string().trim().min(1) }),
        plans: z.array(z.enum(planIds)).min(1),
      }),
    ),
    navItems: z.array(
      z.object({
        path: z.string().startsWith('/'),
        label: messageSchema,
        icon: z.string().min(1),
        section: z.enum(sidebarSections),
        order: z.number().int(),
      }),
    ),
    publicPaths: z.array(z.string().startsWith('/')),
    loginPrompts: z.array(z.object({ path: z.string().startsWith('/'), text: z.object({ pt: z.string().trim().min(1), en: z.string().trim().min(1) }) })),
    jobs: z.array(z.string()),
    requires: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'a required plugin is named by its id')),
  })
  .superRefine((manifest, ctx) => {
    for (const job of manifest.jobs) {
      if (!job.startsWith(`${manifest.id}.`)) {
        ctx.addIssue({ code: 'custom', path: ['jobs'], message: `job "${job}" must start with "${manifest.id}."` });
      }
    }
    for (const [index, feature] of manifest.features.entries()) {
      const problem = planFeatureProblem(feature);
      if (problem) ctx.addIssue({ code: 'custom', path: ['features', index], message: problem });
    }
    if (manifest.requires.includes(manifest.id)) ctx.addIssue({ code: 'custom', path: ['requires'], message: 'a plugin cannot require itself' });
    for (const [index, item] of manifest.navItems.entries()) {
      if (!manifest.loginPrompts.some((prompt) => prompt.path === item.path)) {
        ctx.addIssue({
          code: 'custom',
          path: ['navItems', index],
          message: `nav item "${item.path}" has no login prompt: add { path: '${item.path}', text: { pt, en } } to loginPrompts, what a visitor reads there`,
        });
      }
    }
  });

type Defaulted = 'publicPaths' | 'loginPrompts' | 'jobs' | 'navItems' | 'requires' | 'features';
type ManifestInput = Omit<PluginManifest, Defaulted> & Partial<Pick<PluginManifest, Defaulted>>;

/**
 * Declares a plugin. Server and web both import this one object, so the route guard and the
 * menu cannot disagree. Throws at import time when the manifest is malformed.
 */
export function definePluginManifest<const M extends ManifestInput>(input: M): PluginManifest & M {
  const manifest = { navItems: [], publicPaths: [], loginPrompts: [], jobs: [], requires: [], features: [], ...input };
  const parsed = pluginManifestSchema.safeParse(manifest);
  if (!parsed.success) {
    throw new Error(`Invalid manifest for plugin "${input.id}": ${z.prettifyError(parsed.error)}`);
  }
  return Object.freeze(manifest) as PluginManifest & M;
}
