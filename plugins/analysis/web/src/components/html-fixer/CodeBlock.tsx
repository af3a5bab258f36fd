import { CopyOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { codeBlockStyle } from '@otimiza/sdk/web';
import { useCopyText } from '../../hooks/useCopyText';

/** A block of code with a label and a copy button ('Código Copiado'). `copyText` may be longer than what is shown. */
export function CodeBlock({
  code,
  label,
  copyText,
  maxHeight = 220,
  tone = 'dark',
  footer,
  testId,
  emptyText,
}: {
  code: string;
  label?: ReactNode;
  copyText?: string;
  maxHeight?: number;
  tone?: 'dark' | 'before' | 'after';
  footer?: ReactNode;
  testId?: string;
  /** Shown (in grey) when `code` is empty, for example an element the page lacked. */
  emptyText?: string;
}) {
  const { t } = useLingui();
  const copy = useCopyText();
  const accent = tone === 'before' ? '#F87171' : tone === 'after' ? '#4ADE80' : '#475569';
  return (
    <div data-testid={testId} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 4, minHeight: 24 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}>
          {label}
        </Typography.Text>
        {(copyText ?? code) !== '' && (
          <Button size="small" type="text" icon={<CopyOutlined />} onClick={() => void copy(copyText ?? code)}>
            {t`Copiar`}
          </Button>
        )}
      </Flex>
      <pre style={{ ...codeBlockStyle, maxHeight, borderInlineStart: `3px solid ${accent}` }}>
        {code === '' ? <code style={{ color: '#94A3B8', fontStyle: 'italic' }}>{emptyText ?? t`(vazio)`}</code> : <code>{code}</code>}
      </pre>
      {footer}
    </div>
  );
}
