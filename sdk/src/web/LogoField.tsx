import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Button, Flex, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { readLogoFile, type LogoFileProblem } from './logo-file.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const logoMessages = {
  current: /*i18n*/ { id: 'sdk.logoField.current', message: 'Logo atual' },
  none: /*i18n*/ { id: 'sdk.logoField.none', message: 'Sem logo' },
  upload: /*i18n*/ { id: 'sdk.logoField.upload', message: 'Enviar logo' },
  replace: /*i18n*/ { id: 'sdk.logoField.replace', message: 'Trocar logo' },
  remove: /*i18n*/ { id: 'sdk.logoField.remove', message: 'Remover' },
  file: /*i18n*/ { id: 'sdk.logoField.file', message: 'Arquivo do logo' },
  willRemove: /*i18n*/ { id: 'sdk.logoField.willRemove', message: 'O logo será removido ao salvar.' },
  willReplace: /*i18n*/ { id: 'sdk.logoField.willReplace', message: 'Novo logo: salve para aplicar.' },
  type: /*i18n*/ { id: 'sdk.logoField.problem.type', message: 'Escolha uma imagem PNG ou JPG.' },
  size: /*i18n*/ { id: 'sdk.logoField.problem.size', message: 'O logo deve ter no máximo {megabytes} MB (PNG ou JPG).' },
  notImage: /*i18n*/ { id: 'sdk.logoField.problem.notImage', message: 'O arquivo enviado não é uma imagem PNG ou JPG válida.' },
  unreadable: /*i18n*/ { id: 'sdk.logoField.problem.unreadable', message: 'Não foi possível ler o arquivo. Tente outra imagem.' },
};

export interface LogoFieldProps {
  /** The saved logo's address, or null without one. */
  savedUrl: string | null;
  /** What the form will send: undefined keeps the saved logo, null removes it, a data URL replaces it. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  /** Why the picked file (or the server, on save) refused the logo; null when nothing is wrong. */
  error: string | null;
  onError: (error: string | null) => void;
  maxBytes: number;
  /** The accepted types, for the file picker. */
  accept: readonly string[];
  /** The line under the buttons: the formats and size, and when the logo is sent. */
  hint: ReactNode;
  /** The preview square's side, in px. */
  size?: number;
}

/**
 * A logo in a brand form (the reports' brand settings, the white-label brand): the current one or 'Sem logo', a
 * button to send or replace it, one to remove it, what saving will do, and why a file was refused. The file is
 * checked in the browser first (type, size, an image the browser can draw); the server checks it again.
 */
export function LogoField({ savedUrl, value, onChange, error, onError, maxBytes, accept, hint, size = 96 }: LogoFieldProps) {
  const { i18n } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const shown = value === undefined ? savedUrl : value;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const read = await readLogoFile(file, maxBytes);
    if ('problem' in read) {
      const problem: LogoFileProblem = read.problem;
      onError(problem === 'size' ? i18n._({ ...logoMessages.size, values: { megabytes: maxBytes / (1024 * 1024) } }) : i18n._(logoMessages[problem]));
      return;
    }
    onChange(read.dataUrl);
    onError(null);
  };
  return (
    <Flex gap={16} align="center" wrap>
      <Flex
        align="center"
        justify="center"
        style={{ width: size, height: size, border: '1px dashed #CBD5E1', borderRadius: 12, background: '#F8FAFC', flex: 'none', overflow: 'hidden' }}
      >
        {shown ? (
          <img src={shown} alt={i18n._(logoMessages.current)} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} data-testid="brand-logo" />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', padding: 8 }}>
            {i18n._(logoMessages.none)}
          </Typography.Text>
        )}
      </Flex>
      <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
            {i18n._(shown ? logoMessages.replace : logoMessages.upload)}
          </Button>
          {shown && (
            <Button
              icon={<DeleteOutlined />}
              danger
              type="text"
              onClick={() => {
                onChange(savedUrl ? null : undefined);
                onError(null);
              }}
            >
              {i18n._(logoMessages.remove)}
            </Button>
          )}
        </Flex>
        <input
          ref={fileInput}
          type="file"
          accept={accept.join(',')}
          style={{ display: 'none' }}
          aria-label={i18n._(logoMessages.file)}
          data-testid="brand-logo-input"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {hint}
        </Typography.Text>
        {value !== undefined && !error && (
          <Typography.Text type="warning" style={{ fontSize: 13 }}>
            {i18n._(value === null ? logoMessages.willRemove : logoMessages.willReplace)}
          </Typography.Text>
        )}
        {error && (
          <Typography.Text type="danger" role="alert" style={{ fontSize: 13 }} data-testid="brand-logo-error">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
