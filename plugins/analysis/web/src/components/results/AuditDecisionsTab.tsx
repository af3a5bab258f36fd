import { Trans, useLingui } from '@lingui/react/macro';
import type { AnsweredElements, AuditDecision, AuditDecisionReason } from '@otimiza/plugin-analysis-shared';
import { Empty, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { LighthouseText } from './LighthouseText';

/** How far a partly fixed audit's fix reached: the audit still fails. */
function PartlyFixedNote({ elements: { answered, listed } }: { elements: AnsweredElements }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      <Trans>
        A correção mudou {answered} de {listed} elementos apontados pelo Lighthouse; os outros são criados por script ou pedem uma mudança feita por uma pessoa,
        e a auditoria segue reprovada até lá.
      </Trans>
    </Typography.Text>
  );
}

/**
 * Every failing audit of the page and what became of it: fixed by the rewrite, partly fixed (some of
 * the elements Lighthouse listed: the audit still fails), waiting for the user's decision, or not
 * fixable in the HTML and why. The estimate and the proof cover only the fixed ones.
 */
export function AuditDecisionsTab({ decisions }: { decisions: readonly AuditDecision[] }) {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const reasons: Record<AuditDecisionReason, string> = {
    server: t`Depende do servidor ou da hospedagem`,
    content: t`Depende do conteúdo ou dos arquivos da página (design, imagens, scripts)`,
    'third-party': t`Vem de um serviço de terceiros incorporado à página`,
    manual: t`Exige uma mudança feita por uma pessoa: o valor certo não pode ser lido da página`,
  };
  if (decisions.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nenhuma auditoria com falha nesta análise.`} />;
  }
  const groups: { status: AuditDecision['status']; title: ReactNode; tag: ReactNode }[] = [
    { status: 'fixed', title: <Trans>Corrigidas no HTML</Trans>, tag: <Tag color="green">{t`Corrigida`}</Tag> },
    { status: 'partly-fixed', title: <Trans>Corrigidas em parte</Trans>, tag: <Tag color="blue">{t`Em parte`}</Tag> },
    { status: 'awaits-decision', title: <Trans>Aguardam sua decisão</Trans>, tag: <Tag color="gold">{t`Aguarda você`}</Tag> },
    { status: 'cannot-fix-in-html', title: <Trans>Não corrigíveis no HTML</Trans>, tag: <Tag>{t`Fora do HTML`}</Tag> },
  ];
  return (
    <Flex vertical gap={16} data-testid="audit-decisions">
      <Typography.Text type="secondary">
        <Trans>A estimativa e a melhoria verificada contam só as auditorias corrigidas.</Trans>
      </Typography.Text>
      {groups.map(({ status, title, tag }) => {
        const items = decisions.filter((decision) => decision.status === status);
        if (items.length === 0) return null;
        return (
          <section key={status} data-status={status}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {title} ({items.length})
            </Typography.Title>
            <List
              size="small"
              dataSource={items}
              renderItem={(decision) => (
                <List.Item key={decision.id} data-audit={decision.id}>
                  <Flex vertical gap={2} style={{ width: '100%' }}>
                    <Flex gap={8} align="center" wrap>
                      {tag}
                      <Typography.Text>
                        <LighthouseText text={pick(decision.titles)} />
                      </Typography.Text>
                    </Flex>
                    {decision.status === 'partly-fixed' && decision.elements && <PartlyFixedNote elements={decision.elements} />}
                    {decision.status === 'awaits-decision' && (
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        <Trans>Uma mudança que só você pode confirmar (por exemplo, tirar um noindex ou trocar o endereço canônico): nada foi alterado.</Trans>
                      </Typography.Text>
                    )}
                    {decision.reason && (
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {reasons[decision.reason]}
                      </Typography.Text>
                    )}
                  </Flex>
                </List.Item>
              )}
            />
          </section>
        );
      })}
    </Flex>
  );
}
