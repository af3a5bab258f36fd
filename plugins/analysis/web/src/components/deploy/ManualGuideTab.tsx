import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCopyText } from '../../hooks/useCopyText';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { downloadHtml, guidePreview, optimisedFileName } from '../../lib/download';
import { formatNumber } from '../../lib/format';
import { CodeBlock } from '../html-fixer/CodeBlock';
import type { DeployTarget } from './deployTarget';

/** 'Guia Manual': the first 500 characters of the HTML, copy and download, and five steps. */
export function ManualGuideTab({ target }: { target: DeployTarget }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const copy = useCopyText();
  const preview = guidePreview(target.html);
  const total = formatNumber(target.html.length, locale);
  const fileName = optimisedFileName(target.url);

  return (
    <Flex vertical gap={16} data-testid="manual-guide">
      <CodeBlock
        code={preview.truncated ? `${preview.text}…` : preview.text}
        copyText={target.html}
        label={preview.truncated ? t`Prévia do HTML otimizado (500 de ${total} caracteres)` : t`HTML otimizado`}
        maxHeight={200}
      />
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy(target.html)}>
          <Trans>Copiar HTML completo</Trans>
        </Button>
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => downloadHtml({ html: target.html, downloadUrl: target.downloadUrl, fileName })}>
          <Trans>Baixar HTML</Trans>
        </Button>
      </Flex>
      <div>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          <Trans>Como publicar em 5 passos</Trans>
        </Typography.Title>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
          <Step number={1}>
            <Trans>
              Baixe o arquivo <Typography.Text code>{fileName}</Typography.Text> com o botão acima.
            </Trans>
          </Step>
          <Step number={2}>
            <Trans>Faça uma cópia de segurança do arquivo atual da página no seu servidor (por exemplo, index.html).</Trans>
          </Step>
          <Step number={3}>
            <Trans>Acesse o servidor pelo painel da hospedagem (gerenciador de arquivos) ou por um cliente FTP, como o FileZilla.</Trans>
          </Step>
          <Step number={4}>
            <Trans>Envie o arquivo para a pasta pública do site (normalmente /public_html/) com o nome do arquivo original, substituindo-o.</Trans>
          </Step>
          <Step number={5}>
            <Trans>Abra o site, confira se tudo aparece como antes e faça uma nova análise para medir o ganho.</Trans>
          </Step>
        </ol>
      </div>
    </Flex>
  );
}

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
      <span
        aria-hidden="true"
        style={{
          flex: 'none',
          width: 24,
          height: 24,
          borderRadius: '50%',
          background: '#DBEAFE',
          color: '#1D4ED8',
          fontWeight: 700,
          fontSize: 13,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {number}
      </span>
      <Typography.Text style={{ paddingTop: 2 }}>{children}</Typography.Text>
    </li>
  );
}
