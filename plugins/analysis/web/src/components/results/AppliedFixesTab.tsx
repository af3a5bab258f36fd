import { Trans, useLingui } from '@lingui/react/macro';
import type { AppliedFix } from '@otimiza/plugin-analysis-shared';
import { Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDuration } from '../../lib/format';
import { FixCard } from '../html-fixer/FixCard';
import { ImpactTag } from '../ImpactTag';

/**
 * The fixes the HTML fixer applied to this page (appliedFixes): title and description
 * in the interface language, impact, category, priority, the code before and after, and the
 * time the audit said could be saved when there is any.
 */
export function AppliedFixesTab({ fixes }: { fixes: readonly AppliedFix[] }) {
  const { t } = useLingui();
  const { locale, pick } = useInterfaceLanguage();
  return (
    <Flex vertical gap={12} data-testid="applied-fixes">
      {fixes.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>A página não precisou de nenhuma das correções do catálogo.</Trans>
        </Typography.Text>
      ) : (
        fixes.map((fix) => {
          const savings = formatDuration(fix.savingsMs, locale);
          return (
            <FixCard
              key={fix.id}
              fix={{ ...fix, title: pick(fix.titles), description: pick(fix.descriptions) }}
              tags={
                <>
                  <ImpactTag impact={fix.impact} />
                  {fix.savingsMs > 0 && (
                    <Tag color="green" style={{ marginInlineEnd: 0 }}>
                      {t`Economia: ${savings}`}
                    </Tag>
                  )}
                </>
              }
            />
          );
        })
      )}
    </Flex>
  );
}
