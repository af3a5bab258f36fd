// In the SDK: the host provides it (core/server/src/platform/demo/) and plugins consume it.
/**
 * The investor demo's workspace (ARCHITECTURE.md non-negotiable 3), as plugins may ask about it:
 * work reserved for the demo (audits of bundled sample sites) checks here. Implemented by the core.
 */
export abstract class DemoWorkspacePort {
  abstract isDemoWorkspace(workspaceId: string): Promise<boolean>;
}
