import type { z } from 'zod';
import type { WorkspaceSettings } from '../shared/workspace-settings.js';

/**
 * A workspace's values of a plugin's per-workspace settings (`defineServerPlugin({ workspaceSettings })`),
 * as its owners and admins saved them on the workspace's plugin page. `read` answers every field,
 * parsed with the plugin's schema: a value never saved, or saved before the field changed, is the
 * field's default. It reads the workspace named, whatever the request's (a job passes its
 * `context.workspaceId`); a plugin reads only its own settings.
 */
export abstract class WorkspaceSettingsPort {
  abstract read<S extends z.ZodObject>(settings: WorkspaceSettings<S>, workspaceId: string): Promise<z.output<S>>;
}
