import { BulbOutlined } from '@ant-design/icons';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { failingAuditCount, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import { Card, Flex, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDuration } from '../../lib/format';
import { plainLighthouseText } from '../../lib/lighthouseText';
import { recommendationOf } from '../../lib/recommendation';
import { scoreNames } from '../../lib/scoreLabels';

/** The optimisation recommendation, computed from this analysis's scores and opportunities. */
export function RecommendationCard({ analysis }: { analysis: AnalysisView & { scores: NonNullable<AnalysisView['scores']> } }) {
  const { i18n } = useLinguiRuntime();
  const { locale, pick } = useInterfaceLanguage();
  const { lowest, top, allGood } = recommendationOf(analysis.scores, analysis.pageSpeedResults?.opportunities ?? []);
  const name = i18n._(scoreNames[lowest.key]);
  const score = lowest.score;
  const title = top ? plainLighthouseText(pick(top.titles)) : undefined;
  const savings = top ? formatDuration(top.savingsMs, locale) : '';
  const issues = failingAuditCount(analysis);

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <BulbOutlined style={{ color: '#B45309' }} aria-hidden="true" />
          <Trans>Recomendação de otimização</Trans>
        </Flex>
      }
      style={{ height: '100%' }}
      data-testid="analysis-recommendation"
    >
      <Flex vertical gap={8}>
        {allGood && !top ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            <Trans>As quatro pontuações estão na faixa verde (90 ou mais). Mantenha o site monitorado e refaça a análise depois de cada mudança.</Trans>
          </Typography.Paragraph>
        ) : (
          <>
            {!allGood && (
              <Typography.Paragraph style={{ margin: 0 }}>
                <Trans>
                  Priorize <strong>{name}</strong>: é a menor pontuação desta análise ({score}).
                </Trans>
              </Typography.Paragraph>
            )}
            {top && (
              <Typography.Paragraph style={{ margin: 0 }}>
                <Trans>
                  A maior oportunidade de desempenho é “{title}”, com economia estimada de {savings}.
                </Trans>
              </Typography.Paragraph>
            )}
          </>
        )}
        <Typography.Text type="secondary">
          <Plural
            value={issues}
            _0="Nenhum item reprovado nas quatro categorias."
            one="A auditoria apontou # item reprovado nas quatro categorias."
            other="A auditoria apontou # itens reprovados nas quatro categorias."
          />
        </Typography.Text>
      </Flex>
    </Card>
  );
}
