/** A client workspace as its reseller's plugins read it. */
export interface ManagedClientWorkspace {
  id: string;
  name: string;
  createdAt: Date;
}

/** Sign-ins of a client workspace's own members (not the reseller's people acting there). */
export interface ClientSignIns {
  /** Sessions the client's members started in the window (a session ended by logout is still counted). */
  signIns: number;
  /** The latest sign-in of one of them, whenever it was; null when none ever signed in. */
  lastSignInAt: Date | null;
  /** Its own members now. */
  members: number;
}

// In the SDK: the host provides it (core/server/src/platform/team/) and plugins consume it.
/**
 * A reseller's client workspaces (core_workspace.managed_by), for plugins that work for the
 * reseller over its clients (customer success). Every call names the reseller and answers only its
 * own clients: another workspace's id is as unknown as a missing one. Provided by the core.
 */
export abstract class ClientWorkspacesPort {
  /** The reseller's client workspaces, by name. */
  abstract clientsOf(resellerId: string): Promise<ManagedClientWorkspace[]>;
  /** The reseller managing a workspace, or null (not a client workspace). */
  abstract resellerOf(workspaceId: string): Promise<string | null>;
  /** Sign-ins of the client's own members since `since`; null when `clientId` is not a client of `resellerId`. */
  abstract signIns(resellerId: string, clientId: string, since: Date): Promise<ClientSignIns | null>;
}
