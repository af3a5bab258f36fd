import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkspaceRole } from '@otimiza/sdk/shared';

/** The name of each role, as the team page, the profile and the workspace switcher show it. */
export const roleLabels: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg`Proprietário`,
  admin: msg`Administrador`,
  member: msg`Membro`,
  viewer: msg`Leitor`,
};

/** What each role may do, in one line. */
export const roleDescriptions: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg`Tudo, inclusive plano, plugins e outros proprietários.`,
  admin: msg`Convida e gerencia membros, plano e plugins; não altera proprietários.`,
  member: msg`Analisa sites e cria relatórios; não gerencia a equipe nem o plano.`,
  viewer: msg`Só visualiza: não altera nada no espaço de trabalho.`,
};
