import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalysisContext } from '@otimiza/plugin-analysis-shared';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What the page says about the business (spec 000 §2): a field the page does not support reads 'Não identificado'. */
export function ContextCard({ context }: { context: AnalysisContext | null }) {
  const { t } = useLingui();
  const value = (text: string | null | undefined): ReactNode =>
    text ? text : <Typography.Text type="secondary">{t`Não identificado`}</Typography.Text>;
  return (
    <Card size="small" title={<Trans>Contexto extraído da página</Trans>} style={{ height: '100%' }} data-testid="analysis-context">
      <Descriptions
        column={1}
        size="small"
        colon={false}
        styles={{ label: { width: '42%' } }}
        items={[
          { key: 'company', label: t`Empresa`, children: value(context?.companyName) },
          { key: 'type', label: t`Tipo de negócio`, children: value(context?.businessType) },
          { key: 'sector', label: t`Setor`, children: value(context?.sector) },
          { key: 'location', label: t`Localização`, children: value(context?.location) },
          { key: 'audience', label: t`Público-alvo`, children: value(context?.targetAudience) },
        ]}
      />
    </Card>
  );
}
