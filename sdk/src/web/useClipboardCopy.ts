import { App } from 'antd';

/** A toast's words, in the interface language. */
export interface ToastText {
  /** Its title ('Copiado!'). */
  title: string;
  /** The line under it. */
  description: string;
}

/** Copies a text to the clipboard and says so in a toast, or says the browser refused; each plugin words both toasts. */
export function useClipboardCopy({ copied, refused }: { copied: ToastText; refused: ToastText }): (text: string) => Promise<void> {
  const { notification } = App.useApp();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      notification.success(copied);
    } catch {
      notification.error(refused);
    }
  };
}
