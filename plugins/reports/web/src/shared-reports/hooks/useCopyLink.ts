import { useLingui } from '@lingui/react/macro';
import { App } from 'antd';

/** Copies a share link with the spec's toast 'Link copiado!', or says it could not. */
export function useCopyLink(): (link: string) => Promise<void> {
  const { t } = useLingui();
  const { notification } = App.useApp();
  return async (link) => {
    try {
      await navigator.clipboard.writeText(link);
      notification.success({ title: t`Link copiado!`, description: t`O link do relatório está na área de transferência.` });
    } catch {
      notification.error({
        title: t`Não foi possível copiar`,
        description: t`O navegador não permitiu o acesso à área de transferência. Copie o link manualmente.`,
      });
    }
  };
}
