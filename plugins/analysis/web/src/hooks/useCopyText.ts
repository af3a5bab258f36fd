import { useLingui } from '@lingui/react/macro';
import { App } from 'antd';

/** Copies text to the clipboard with the spec's toast 'Código Copiado', or says it could not. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useLingui();
  const { notification } = App.useApp();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      notification.success({ title: t`Código Copiado`, description: t`O código está na área de transferência.` });
    } catch {
      notification.error({ title: t`Não foi possível copiar`, description: t`O navegador não permitiu o acesso à área de transferência.` });
    }
  };
}
