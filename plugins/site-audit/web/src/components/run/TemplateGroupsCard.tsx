import { CheckCircleOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import { siteAuditCategories, type PublicSiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { siteLabel } from '../../lib/siteLabel';
import { AnalysisLink } from '../AnalysisLink';
import { AuditTitle } from '../AuditTitle';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreBadges } from '../ScoreBadges';

/** Groups shown before "Mostrar todos": a shop can have dozens of route shapes. */
const firstGroups = 8;

/**
 * A group as the workspace's report (SiteGroupView) and a share link's (without ids) both give it:
 * a sample opens its analysis only when its id is there, on the workspace's own page.
 */
type GroupShown = Omit<PublicSiteAuditReport['groups'][number], 'samples'> & {
  samples: (PublicSiteAuditReport['groups'][number]['samples'][number] & { analysisId?: string | null })[];
};
type ProofShown = NonNullable<GroupShown['proof']>;

/**
 * "Modelos de página": each route shape with its pages, the pages audited for it (each audited one
 * opening its analysis), the group's median scores, the fixer's proof on its first sample (before →
 * after) and the fixes it applied there, which the template's other pages take too.
 */
export function TemplateGroupsCard({ groups }: { groups: readonly GroupShown[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? groups : groups.slice(0, firstGroups);
  const total = groups.length;
  return (
    <Card title={<Trans>Modelos de página</Trans>} data-testid="site-audit-groups">
      {total === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Os modelos aparecem quando a descoberta das páginas termina.</Trans>
        </Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Trans>As páginas com o mesmo formato de endereço formam um modelo; as auditadas representam as outras do modelo.</Trans>
          </Typography.Paragraph>
          {shown.map((group) => (
            <GroupItem key={group.shape} group={group} />
          ))}
          {total > firstGroups && (
            <Button type="link" style={{ alignSelf: 'flex-start', paddingInline: 0 }} onClick={() => setAll(!all)}>
              {all ? <Trans>Mostrar menos</Trans> : <Trans>Mostrar todos os {total} modelos</Trans>}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}

function GroupItem({ group }: { group: GroupShown }) {
  const { pages, audited } = group;
  return (
    <Flex vertical gap={8} style={{ border: '1px solid #E2E8F0', borderRadius: 8, padding: 12 }} data-testid="site-audit-group">
      {/* Top-aligned: stretched to the name's two lines, the badges would grow as tall. */}
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
            {group.shape}
          </Typography.Text>
          <Typography.Text type="secondary">
            <Plural value={pages} one="# página" other="# páginas" /> · <Plural value={audited} one="# auditada" other="# auditadas" />
          </Typography.Text>
        </Flex>
        <ScoreBadges scores={group.scores} />
      </Flex>
      {group.samples.length > 0 && (
        <Flex vertical gap={6}>
          <Typography.Text type="secondary">
            <Trans>Páginas auditadas:</Trans>
          </Typography.Text>
          {group.samples.map((sample) => (
            <div key={sample.url} style={{ borderInlineStart: '2px solid #E2E8F0', paddingInlineStart: 8, overflowWrap: 'anywhere' }}>
              <Typography.Link href={sample.url} target="_blank" rel="noopener noreferrer">
                {siteLabel(sample.url)}
              </Typography.Link>
              {/* A queued page's analysis is not done yet: nothing to open. */}
              {sample.status === 'completed' && sample.analysisId && (
                <>
                  {' · '}
                  <AnalysisLink analysisId={sample.analysisId} />
                </>
              )}
            </div>
          ))}
        </Flex>
      )}
      {group.proof && <GroupProof proof={group.proof} />}
      {group.proof && group.proof.fixes.length > 0 && <ProofFixes fixes={group.proof.fixes} />}
    </Flex>
  );
}

/** What the fixer changed on the group's first sample: the same template's other pages take the same fixes. */
function ProofFixes({ fixes }: { fixes: ProofShown['fixes'] }) {
  const { pick } = useInterfaceLanguage();
  return (
    <Flex vertical gap={4} data-testid="site-audit-proof-fixes">
      <Typography.Text type="secondary">
        <Trans>Correções aplicadas nesta página (valem para o modelo)</Trans>
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
        {fixes.map((fix, index) => (
          <li key={index} style={{ display: 'flex', gap: 6, alignItems: 'baseline', overflowWrap: 'anywhere' }}>
            <CheckCircleOutlined aria-hidden="true" style={{ color: '#15803D', flex: 'none' }} />
            <span>
              <AuditTitle title={pick(fix)} />
            </span>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function GroupProof({ proof }: { proof: ProofShown }) {
  const { before, after } = proof;
  if (before && after) {
    return (
      <Flex vertical gap={4} data-testid="site-audit-proof">
        <Typography.Text type="secondary">
          <Trans>Correções provadas na primeira amostra (antes → depois):</Trans>
        </Typography.Text>
        <Flex gap={12} wrap>
          {siteAuditCategories.map((category) => (
            <Flex key={category} gap={4} align="center">
              <ScoreBadge category={category} score={before[category]} />
              <span aria-hidden="true">→</span>
              <ScoreBadge category={category} score={after[category]} />
            </Flex>
          ))}
        </Flex>
      </Flex>
    );
  }
  if (proof.status === 'pending') {
    // A run's proofs are queued once all its pages are audited (they never hold a page up).
    return (
      <Typography.Text type="secondary">
        <Trans>A prova das correções na primeira amostra está na fila: ela roda depois de todas as páginas da auditoria.</Trans>
      </Typography.Text>
    );
  }
  if (proof.status === 'running') {
    return (
      <Typography.Text type="secondary">
        <Trans>A prova das correções na primeira amostra está em andamento.</Trans>
      </Typography.Text>
    );
  }
  if (proof.status === 'failed') {
    return (
      <Typography.Text type="secondary">
        <Trans>A prova das correções na primeira amostra falhou.</Trans>
      </Typography.Text>
    );
  }
  return null;
}
