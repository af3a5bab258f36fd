import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { autoFixHtml } from '../api/htmlFixer';
import { failureFromError } from '../lib/analysisFailure';

/**
 * `POST /api/auto-fix-html` for one page. A failure gets the spec's destructive toast 'Erro na
 * Correção' / 'Falha ao corrigir HTML automaticamente', except a plan refusal (402),
 * which the dialog answers with the upgrade card instead.
 */
export function useAutoFix() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: autoFixHtml,
    onError: (error) => {
      if (failureFromError(error).type === 'SUBSCRIPTION_REQUIRED') return;
      notification.error({ title: t`Erro na Correção`, description: t`Falha ao corrigir HTML automaticamente` });
    },
  });
}
