import { ArrowLeftOutlined, StopOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { formatDateTime, PageHeader } from '@otimiza/sdk/web';
import { Link } from '@tanstack/react-router';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { isFinished } from '../../api/runs';
import { useCancelRun } from '../../hooks/useCancelRun';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { siteLabel } from '../../lib/siteLabel';
import { siteAuditPath } from '../../routePaths';
import { RunStatusTag } from '../RunStatusTag';
import { ExportButtons } from './ExportButtons';
import { ShareLinkBar } from './ShareLinkBar';

/** The run's address, how it was asked for, its status, Cancel while it goes (after a confirmation), the exports and, once it is over, its share link. */
export function RunHeader({ run }: { run: SiteAuditRunView }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const cancel = useCancelRun(run.id);
  const running = !isFinished(run.status);
  const started = formatDateTime(run.createdAt, locale);
  const finished = formatDateTime(run.finishedAt, locale);
  const sample = run.samplePerGroup;
  return (
    <Flex vertical gap={12}>
      <Link to={siteAuditPath} style={{ alignSelf: 'flex-start' }}>
        <ArrowLeftOutlined aria-hidden="true" /> <Trans>Auditorias de site</Trans>
      </Link>
      <PageHeader
        title={<span style={{ overflowWrap: 'anywhere' }}>{siteLabel(run.url)}</span>}
        lead={
          <>
            {run.strategy === 'mobile' ? <Trans>Celular</Trans> : <Trans>Computador</Trans>}
            {' · '}
            {run.auditAll ? <Trans>todas as páginas</Trans> : <Plural value={sample} one="# página por modelo" other="# páginas por modelo" />}
            {' · '}
            <Trans>iniciada em {started}</Trans>
            {run.finishedAt && (
              <>
                {' · '}
                <Trans>terminada em {finished}</Trans>
              </>
            )}
          </>
        }
        extra={
          <Flex gap={8} wrap align="center">
            <RunStatusTag status={run.status} />
            {running && (
              <Popconfirm
                title={t`Cancelar esta auditoria?`}
                description={
                  <Typography.Text style={{ display: 'block', maxWidth: 280 }}>
                    <Trans>As páginas na fila são descartadas; as já auditadas ficam no relatório.</Trans>
                  </Typography.Text>
                }
                okText={t`Cancelar auditoria`}
                cancelText={t`Continuar`}
                okButtonProps={{ danger: true }}
                onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
              >
                <Button danger icon={<StopOutlined />} loading={cancel.isPending} data-testid="site-audit-cancel">
                  <Trans>Cancelar</Trans>
                </Button>
              </Popconfirm>
            )}
          </Flex>
        }
      />
      {run.status !== 'discovering' && <ExportButtons run={run} />}
      {!running && <ShareLinkBar runId={run.id} />}
    </Flex>
  );
}
