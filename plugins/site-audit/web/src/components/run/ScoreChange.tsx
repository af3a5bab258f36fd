import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteRunComparison } from '@otimiza/plugin-site-audit-shared';
import { Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';

type CategoryChange = SiteRunComparison['categories'][keyof SiteRunComparison['categories']];

/**
 * One category against the previous run: an arrow and the change, or 'estável' when the change is
 * within the spread rule (the server's trend), the change beside it when it is not zero.
 */
export function ScoreChange({ change }: { change: CategoryChange }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  if (change.change === null || change.trend === null) return null;
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(change.change);
  const before = change.before ?? '—';
  if (change.trend === 'stable') {
    return (
      <Typography.Text type="secondary" data-trend="stable" title={t`Antes: ${before}`}>
        <Trans>estável</Trans>
        {change.change !== 0 && ` (${signed})`}
      </Typography.Text>
    );
  }
  const improving = change.trend === 'improving';
  return (
    <Typography.Text
      style={{ color: improving ? '#15803D' : '#B91C1C', fontWeight: 600 }}
      data-trend={change.trend}
      title={t`Antes: ${before}`}
      aria-label={improving ? t`Melhorou ${signed} desde a auditoria anterior` : t`Piorou ${signed} desde a auditoria anterior`}
    >
      {improving ? <ArrowUpOutlined aria-hidden="true" /> : <ArrowDownOutlined aria-hidden="true" />} {signed}
    </Typography.Text>
  );
}
