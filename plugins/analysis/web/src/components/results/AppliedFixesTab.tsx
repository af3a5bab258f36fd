import { Trans, useLingui } from '@lingui/react/macro';
import type { AppliedFix } from '@otimiza/plugin-analysis-shared';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDuration } from '../../lib/format';
import { ImpactTag } from '../ImpactTag';

/** The fixes of the analysis (spec 000 §3 appliedFixes): the audit's opportunities, largest saving first. */
export function AppliedFixesTab({ fixes }: { fixes: readonly AppliedFix[] }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <Flex vertical gap={12} data-testid="applied-fixes">
      <Alert
        type="info"
        showIcon
        title={
          <Trans>
            Estas são as correções indicadas pela auditoria. Elas serão aplicadas ao HTML automaticamente quando a correção
            de HTML estiver pronta; até lá, use-as como lista de tarefas.
          </Trans>
        }
      />
      {fixes.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>A auditoria não indicou correções de desempenho para esta página.</Trans>
        </Typography.Text>
      ) : (
        fixes.map((fix) => {
          const savings = formatDuration(fix.savingsMs, locale);
          return (
            <Card key={fix.id} size="small" data-fix={fix.id}>
              <Flex vertical gap={6}>
                <Flex justify="space-between" align="flex-start" gap={8} wrap>
                  <Typography.Text strong style={{ flex: '1 1 240px' }}>
                    {fix.title}
                  </Typography.Text>
                  <Flex gap={6} wrap>
                    <ImpactTag impact={fix.impact} />
                    {fix.savingsMs > 0 && (
                      <Tag color="green" style={{ marginInlineEnd: 0 }}>
                        {t`Economia: ${savings}`}
                      </Tag>
                    )}
                  </Flex>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {fix.description}
                </Typography.Paragraph>
              </Flex>
            </Card>
          );
        })
      )}
    </Flex>
  );
}
