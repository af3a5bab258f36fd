import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { nameWithVersion, severities, type CheckResultView, type FrameworkId } from '@otimiza/plugin-audit-shared';
import { useQuery } from '@tanstack/react-query';
import { Collapse, Flex, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { frameworksQueryOptions } from '../../api/frameworks';
import { CheckItem } from './CheckItem';

type Shown = 'failed' | 'all';

const statusOrder = { failed: 0, no_data: 1, passed: 2 } as const;

/** Failed first, the most severe first. */
function byImportance(a: CheckResultView, b: CheckResultView): number {
  return statusOrder[a.status] - statusOrder[b.status] || severities.indexOf(a.severity) - severities.indexOf(b.severity) || a.clause.localeCompare(b.clause);
}

/** The report's checks grouped by framework (frameworks with failures open), the failed ones only or all of them. */
export function CheckGroups({ checks, urls }: { checks: CheckResultView[]; urls: string[] }) {
  const { t } = useLingui();
  const frameworks = useQuery(frameworksQueryOptions());
  const anyFailed = checks.some((check) => check.status === 'failed');
  const [shown, setShown] = useState<Shown>(anyFailed ? 'failed' : 'all');
  const names = new Map(frameworks.data?.frameworks.map((framework) => [framework.id, nameWithVersion(framework.name, framework.version)]) ?? []);
  const groups = new Map<FrameworkId, CheckResultView[]>();
  for (const check of checks) groups.set(check.frameworkId, [...(groups.get(check.frameworkId) ?? []), check]);

  if (checks.length === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>Nenhuma checagem registrada ainda.</Trans>
      </Typography.Text>
    );

  const items = [...groups].map(([frameworkId, all]) => {
    const failed = all.filter((check) => check.status === 'failed').length;
    const noData = all.filter((check) => check.status === 'no_data').length;
    const undecided = noData === all.length;
    const visible = (shown === 'failed' ? all.filter((check) => check.status === 'failed') : all).sort(byImportance);
    return {
      key: frameworkId,
      label: (
        <Flex gap={8} wrap align="center" data-testid="check-group-label">
          <Typography.Text strong>{names.get(frameworkId) ?? frameworkId}</Typography.Text>
          {failed > 0 ? (
            <Tag color="error">
              <Plural value={failed} one="# reprovada" other="# reprovadas" />
            </Tag>
          ) : undecided ? (
            <Tag>
              <Trans>Sem dados</Trans>
            </Tag>
          ) : noData === 0 ? (
            <Tag color="success">
              <Trans>tudo aprovado</Trans>
            </Tag>
          ) : (
            <Tag color="success">
              <Trans>nenhuma reprovada</Trans>
            </Tag>
          )}
          {noData > 0 && !undecided && (
            <Tag>
              <Plural value={noData} one="# sem dados" other="# sem dados" />
            </Tag>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Plural value={all.length} one="# checagem" other="# checagens" />
          </Typography.Text>
        </Flex>
      ),
      children:
        visible.length === 0 ? (
          <Typography.Text type="secondary">
            <Trans>Nenhuma checagem reprovada neste framework.</Trans>
          </Typography.Text>
        ) : (
          <Flex vertical>
            {visible.map((check) => (
              <CheckItem key={check.id} check={check} showUrl={urls.length > 1} />
            ))}
          </Flex>
        ),
      // Open: those with failures, and those with nothing decided (each check says why).
      open: failed > 0 || undecided,
    };
  });

  return (
    <Flex vertical gap={12} data-testid="check-groups">
      <Segmented<Shown>
        value={shown}
        onChange={setShown}
        options={[
          { value: 'failed', label: t`Reprovadas` },
          { value: 'all', label: t`Todas as checagens` },
        ]}
        data-testid="checks-shown"
      />
      <Collapse defaultActiveKey={items.filter((item) => item.open).map((item) => item.key)} items={items.map(({ open: _open, ...item }) => item)} />
    </Flex>
  );
}
