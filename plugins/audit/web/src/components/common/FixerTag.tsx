import { ToolOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tag, Tooltip } from 'antd';

/** Marks a check that Otimiza's HTML fixer already rewrites pages to pass. */
export function FixerTag() {
  const { t } = useLingui();
  return (
    <Tooltip title={t`O corretor de HTML do Otimiza já aplica esta correção nas páginas otimizadas.`}>
      <Tag color="green" icon={<ToolOutlined />} data-testid="fixer-tag">
        <Trans>corrigido pelo Otimiza</Trans>
      </Tag>
    </Tooltip>
  );
}
