import { useLingui } from '@lingui/react/macro';
import type { TemplateInput } from '@otimiza/plugin-notifications-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { notificationQueryKeys } from '../api/queryKeys';
import { createTemplate, updateTemplate } from '../api/templates';

/** Creates a template, or replaces one (`id`); the templates reload. Field errors are left to the form. */
export function useSaveTemplate() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput; quiet?: boolean }) => (id ? updateTemplate(id, input) : createTemplate(input)),
    onSuccess: (_template, { id, quiet }) => {
      if (!quiet) notification.success({ title: id ? t`Template atualizado` : t`Template criado` });
      return queryClient.invalidateQueries({ queryKey: notificationQueryKeys.templates });
    },
    onError: (error) => notification.error({ title: t`Não foi possível salvar o template`, description: error.message }),
  });
}
