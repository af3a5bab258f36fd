import { useLingui } from '@lingui/react/macro';
import { App } from 'antd';

/** Copies text with the toast 'Copiado!', or says the browser refused. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useLingui();
  const { notification } = App.useApp();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      notification.success({ title: t`Copiado!`, description: t`O texto está na área de transferência.` });
    } catch {
      notification.error({ title: t`Não foi possível copiar`, description: t`O navegador não permitiu o acesso à área de transferência.` });
    }
  };
}
