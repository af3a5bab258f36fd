import { useLingui } from '@lingui/react/macro';
import { useClipboardCopy } from '@otimiza/sdk/web';

/** Copies text to the clipboard with the spec's toast 'Código Copiado', or says it could not. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useLingui();
  return useClipboardCopy({
    copied: { title: t`Código Copiado`, description: t`O código está na área de transferência.` },
    refused: { title: t`Não foi possível copiar`, description: t`O navegador não permitiu o acesso à área de transferência.` },
  });
}
