import { useLingui } from '@lingui/react';
import type { CheckResultView, CheckStatus } from '@otimiza/plugin-audit-shared';
import { Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { checkStatusLabels } from '../../lib/labels';
import { localized } from '../../lib/localized';
import { FixerTag } from '../common/FixerTag';
import { SeverityTag } from '../common/SeverityTag';
import { EvidenceItem } from './EvidenceItem';

const statusColours: Record<CheckStatus, string | undefined> = { passed: 'success', failed: 'error', no_data: undefined };

/** One check on one site: status, severity, clause, title, the fixer tag and its evidence. */
export function CheckItem({ check, showUrl }: { check: CheckResultView; showUrl: boolean }) {
  const { i18n } = useLingui();
  const { language } = useInterfaceLanguage();
  return (
    <Flex
      vertical
      gap={6}
      data-testid="check-item"
      data-status={check.status}
      data-check={check.checkId}
      style={{ padding: '10px 0', borderBottom: '1px solid #F1F5F9' }}
    >
      <Flex gap={6} wrap align="center">
        <Tag color={statusColours[check.status]} data-testid="check-status">
          {i18n._(checkStatusLabels[check.status])}
        </Tag>
        <SeverityTag severity={check.severity} />
        <Tag variant="outlined" data-testid="check-clause">
          {check.clause}
        </Tag>
        {check.fixerCorrects && <FixerTag />}
      </Flex>
      <Typography.Text strong>{localized(check.title, language)}</Typography.Text>
      {showUrl && (
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
          {check.url}
        </Typography.Text>
      )}
      {check.evidence.length > 0 && (
        <Flex vertical gap={8}>
          {check.evidence.map((evidence, index) => (
            <EvidenceItem key={index} evidence={evidence} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
