import { CopyOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Flex } from 'antd';
import { codeBlockStyle } from '@otimiza/sdk/web';
import { useCopyText } from '../hooks/useCopyText';

/** Code to paste, with a copy button ('Copiado!'); long lines wrap instead of widening the dialog. */
export function CodeBlock({ code, maxHeight = 260 }: { code: string; maxHeight?: number }) {
  const { t } = useLingui();
  const copy = useCopyText();
  return (
    <div style={{ position: 'relative', minWidth: 0 }} data-testid="code-block">
      <pre style={{ ...codeBlockStyle, maxHeight, paddingTop: 34 }}>
        <code>{code}</code>
      </pre>
      <Flex style={{ position: 'absolute', top: 4, right: 4 }}>
        <Button size="small" type="text" icon={<CopyOutlined />} onClick={() => void copy(code)} style={{ color: '#E2E8F0' }}>
          {t`Copiar`}
        </Button>
      </Flex>
    </div>
  );
}
