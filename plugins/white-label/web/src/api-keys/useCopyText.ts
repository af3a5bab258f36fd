import { useLingui } from '@lingui/react/macro';
import { useClipboardCopy } from '@otimiza/sdk/web';

/** Copies a text with the spec's toast 'Copiado', or says it could not. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useLingui();
  return useClipboardCopy({
    copied: { title: t`Copiado`, description: t`O texto está na área de transferência.` },
    refused: { title: t`Não foi possível copiar`, description: t`O navegador não permitiu o acesso à área de transferência. Copie manualmente.` },
  });
}
