import { ApiError } from '@otimiza/sdk/server';
import type { WorkspaceRole } from '@otimiza/sdk/shared';

/** 403 to a viewer on a write: the role reads only. */
export function viewerIsReadOnly(): ApiError {
  return new ApiError(
    'FORBIDDEN',
    403,
    {
      pt: 'Seu papel neste espaço de trabalho é Leitor: você pode ver tudo, mas não alterar. Peça a um administrador para mudar seu papel.',
      en: 'You are a viewer in this workspace: you can see everything but not change it. Ask an admin to change your role.',
    },
    { code: 'VIEWER_READ_ONLY' },
  );
}

/** 403 to a role below the route's `@RequireRole`. */
export function roleRequired(minimum: WorkspaceRole): ApiError {
  const text =
    minimum === 'owner'
      ? { pt: 'Só proprietários do espaço de trabalho podem fazer isso.', en: 'Only the workspace’s owners can do this.' }
      : minimum === 'admin'
        ? { pt: 'Só proprietários e administradores do espaço de trabalho podem fazer isso.', en: 'Only the workspace’s owners and admins can do this.' }
        : { pt: 'Seu papel neste espaço de trabalho não permite fazer isso.', en: 'Your role in this workspace does not allow this.' };
  return new ApiError('FORBIDDEN', 403, text, { code: 'ROLE_REQUIRED', requiredRole: minimum });
}
