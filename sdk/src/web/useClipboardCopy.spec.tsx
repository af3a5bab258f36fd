import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClipboardCopy } from './useClipboardCopy.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function CopyButton() {
  const copy = useClipboardCopy({
    copied: { title: 'Copiado!', description: 'O texto está na área de transferência.' },
    refused: { title: 'Não foi possível copiar', description: 'O navegador não permitiu.' },
  });
  return <button onClick={() => void copy('<meta name="x">')}>copiar</button>;
}

function renderCopyButton() {
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <CopyButton />
      </App>
    </ConfigProvider>,
  );
}

describe('useClipboardCopy', () => {
  it('puts the text on the clipboard and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderCopyButton();
    await userEvent.click(screen.getByRole('button', { name: 'copiar' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('<meta name="x">');
    await waitFor(() => expect(document.body.textContent).toContain('Copiado!'));
    expect(document.body.textContent).toContain('O texto está na área de transferência.');
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderCopyButton();
    await userEvent.click(screen.getByRole('button', { name: 'copiar' }));
    await waitFor(() => expect(document.body.textContent).toContain('Não foi possível copiar'));
    expect(document.body.textContent).not.toContain('Copiado!');
  });
});
