import { ApiError } from '@otimiza/sdk/server';
import { MAX_CLIENT_WORKSPACES } from '@otimiza/sdk/shared';

/** The errors of the client workspace calls, in pt and en. */
export const clientErrors = {
  clientNotFound: () => new ApiError('NOT_FOUND', 404, { pt: 'Cliente não encontrado.', en: 'Client not found.' }),
  pluginNotInstalled: () => new ApiError('NOT_FOUND', 404, { pt: 'Plugin não instalado nesta instância.', en: 'Plugin not installed on this instance.' }),
  clientOfClient: () =>
    new ApiError(
      'FORBIDDEN',
      403,
      {
        pt: 'Este espaço de trabalho é de um cliente: somente a revenda que o gerencia cria espaços de clientes.',
        en: 'This is a client workspace: only the reseller that manages it creates client workspaces.',
      },
      { code: 'CLIENT_OF_CLIENT' },
    ),
  tooManyClients: () =>
    new ApiError(
      'VALIDATION_ERROR',
      409,
      {
        pt: `Limite de ${MAX_CLIENT_WORKSPACES} clientes atingido. Exclua um cliente para criar outro.`,
        en: `Limit of ${MAX_CLIENT_WORKSPACES} clients reached. Delete a client to create another.`,
      },
      { code: 'CLIENT_LIMIT' },
    ),
  managedPlugins: () =>
    new ApiError(
      'FORBIDDEN',
      403,
      {
        pt: 'Os plugins deste espaço de trabalho são escolhidos pela revenda que o gerencia.',
        en: 'The plugins of this workspace are chosen by the reseller that manages it.',
      },
      { code: 'MANAGED_BY_RESELLER' },
    ),
};
