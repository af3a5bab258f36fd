import { z } from 'zod';
import { singleLine } from './text-hygiene.js';

/** Validation texts of the client workspace calls. */
export const clientWorkspaceMessages = {
  clientNameRequired: { pt: 'Informe o nome do cliente.', en: 'Enter the client’s name.' },
  clientNameTooLong: { pt: 'O nome do cliente pode ter até 80 caracteres.', en: 'The client’s name can be up to 80 characters.' },
} as const;

/** Client workspaces one reseller may manage. */
export const MAX_CLIENT_WORKSPACES = 500;

const clientName = singleLine(z.string({ error: 'clientNameRequired' }).trim().min(1, 'clientNameRequired').max(80, 'clientNameTooLong'));

/** `POST /api/workspace/clients` and `PATCH /api/workspace/clients/:id`. */
export const clientWorkspaceSchema = z.object({ name: clientName });
export type ClientWorkspacePayload = z.input<typeof clientWorkspaceSchema>;

/** `PUT /api/workspace/clients/:id/plugins/:pluginId`. */
export const clientPluginSwitchSchema = z.object({ enabled: z.boolean() });

/** A client workspace as its reseller sees it (`GET /api/workspace/clients`). */
export interface ClientWorkspace {
  id: string;
  name: string;
  createdAt: string;
  /** Its own members (the reseller's people act there without being listed). */
  members: number;
  /** The installed plugins the reseller switched off for it. */
  switchedOffPlugins: string[];
}

export interface ClientWorkspacesResponse {
  clients: ClientWorkspace[];
  limit: number;
}
