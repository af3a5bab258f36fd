import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalysisContext } from '@otimiza/plugin-analysis-shared';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { audienceLabel, businessTypeLabel, sectorLabel } from '../../lib/contextLabels';

/**
 * What the page says about the business, in the interface language: a field the page
 * does not support reads 'Não identificado' / 'Não identificada', agreeing with its noun.
 */
export function ContextCard({ context }: { context: AnalysisContext | null }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const missing = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const masculine = (text: string | null | undefined, label: (value: string) => string = (value) => value): ReactNode =>
    text ? label(text) : missing(t({ message: 'Não identificado', context: 'masculine noun' }));
  const feminine = (text: string | null | undefined): ReactNode => (text ? text : missing(t({ message: 'Não identificada', context: 'feminine noun' })));
  return (
    <Card size="small" title={<Trans>Contexto extraído da página</Trans>} style={{ height: '100%' }} data-testid="analysis-context">
      <Descriptions
        column={1}
        size="small"
        colon={false}
        styles={{ label: { width: '42%' } }}
        items={[
          { key: 'company', label: t`Empresa`, children: feminine(context?.companyName) },
          { key: 'type', label: t`Tipo de negócio`, children: masculine(context?.businessType, (type) => businessTypeLabel(type, i18n)) },
          { key: 'sector', label: t`Setor`, children: masculine(context?.sector, (sector) => sectorLabel(sector, i18n)) },
          { key: 'location', label: t`Localização`, children: feminine(context?.location) },
          { key: 'audience', label: t`Público-alvo`, children: masculine(context?.targetAudience, (audience) => audienceLabel(audience, i18n)) },
        ]}
      />
    </Card>
  );
}
