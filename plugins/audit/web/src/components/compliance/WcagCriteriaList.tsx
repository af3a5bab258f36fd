import { Trans, useLingui } from '@lingui/react/macro';
import {
  emag31Recommendations,
  noAutomatedFailureStatement,
  wcag22Criteria,
  wcagAutomatedCoverage,
  wcagBrazilianReferences,
  wcagTestingKinds,
  type WcagCriterion,
  type WcagTesting,
} from '@otimiza/plugin-audit-shared';
import { Card, Collapse, Empty, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { localized } from '../../lib/localized';
import { ScrollArea } from '@otimiza/sdk/web';

const testingColors: Record<WcagTesting, string> = { automatic: 'green', partial: 'blue', manual: 'gold', 'not-testable': 'default' };

function useTestingLabels(): Record<WcagTesting, string> {
  const { t } = useLingui();
  return {
    automatic: t`Automático`,
    partial: t`Automático em parte`,
    manual: t`Revisão humana`,
    'not-testable': t`Não testável por ferramenta`,
  };
}

function CriterionDetail({ criterion }: { criterion: WcagCriterion }) {
  const { language } = useInterfaceLanguage();
  return (
    <Flex vertical gap={8} data-testid="wcag-criterion-detail">
      {criterion.whatToCheck && (
        <div>
          <Typography.Text strong>
            <Trans>O que verificar</Trans>
          </Typography.Text>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{localized(criterion.whatToCheck, language)}</Typography.Paragraph>
        </div>
      )}
      {criterion.axeRules.length > 0 && (
        <div>
          <Typography.Text strong>
            <Trans>Regras automáticas (axe-core, as mesmas do Lighthouse)</Trans>
          </Typography.Text>
          <Flex gap={4} wrap style={{ marginTop: 4 }}>
            {criterion.axeRules.map((rule) => (
              <Tag key={rule} variant="outlined" style={{ fontFamily: 'monospace' }}>
                {rule}
              </Tag>
            ))}
          </Flex>
        </div>
      )}
      <div>
        <Typography.Text strong>
          <Trans>eMAG 3.1</Trans>
        </Typography.Text>
        {criterion.emag.length > 0 ? (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {criterion.emag.map((number) => (
              <li key={number}>
                <Trans>
                  Recomendação {number}: {emag31Recommendations[number]}
                </Trans>
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            <Trans>Sem recomendação correspondente no eMAG 3.1.</Trans>
          </Typography.Paragraph>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <Trans>ABNT NBR 17225:2025: coberto pelo conjunto WCAG 2.2 A/AA que a norma adota (sem item da norma citado aqui).</Trans>
      </Typography.Text>
    </Flex>
  );
}

/**
 * The WCAG 2.2 A/AA success criteria: how each is tested here, what a person must look at, and its
 * Brazilian references. A filter by how it is tested and by level; each row opens to its detail.
 */
export function WcagCriteriaList() {
  const { t } = useLingui();
  const { language } = useInterfaceLanguage();
  const labels = useTestingLabels();
  const [testing, setTesting] = useState<WcagTesting | 'all'>('all');
  const [level, setLevel] = useState<'A' | 'AA' | 'all'>('all');
  const shown = wcag22Criteria.filter((criterion) => (testing === 'all' || criterion.testing === testing) && (level === 'all' || criterion.level === level));
  const coverage = wcagAutomatedCoverage();
  const countOf = (kind: WcagTesting) => wcag22Criteria.filter((criterion) => criterion.testing === kind).length;
  const references = [wcagBrazilianReferences.lbi, wcagBrazilianReferences.emag, wcagBrazilianReferences.nbr17225];

  return (
    <Card
      size="small"
      title={<Trans>Critérios WCAG 2.2 A/AA: o que os testes automáticos verificam</Trans>}
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid="wcag-criteria"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <Trans>
            Dos {coverage.total} critérios, {coverage.automatic + coverage.partial} têm testes automáticos, sempre parciais: um teste aprovado não prova que o
            critério é atendido (pelas regras ACT do W3C, ainda pede verificação humana). Os resultados automáticos nunca atestam conformidade. Sem falhas, o
            relatório diz:
          </Trans>{' '}
          <Typography.Text italic data-testid="wcag-statement">
            {noAutomatedFailureStatement(language)}
          </Typography.Text>
        </Typography.Paragraph>
        <Flex vertical gap={4} data-testid="wcag-references">
          {references.map((reference) => (
            <Typography.Text key={reference.citation} style={{ fontSize: 13 }}>
              <Typography.Text strong>{reference.citation}</Typography.Text> — {localized(reference.summary, language)}
            </Typography.Text>
          ))}
        </Flex>
        <Flex gap={8} wrap>
          <Select
            aria-label={t`Como é verificado`}
            value={testing}
            onChange={setTesting}
            style={{ minWidth: 230 }}
            data-testid="wcag-filter-testing"
            options={[
              { value: 'all', label: t`Todas as formas de verificação (${wcag22Criteria.length})` },
              ...wcagTestingKinds.map((kind) => ({ value: kind, label: `${labels[kind]} (${countOf(kind)})` })),
            ]}
          />
          <Select
            aria-label={t`Nível`}
            value={level}
            onChange={setLevel}
            style={{ minWidth: 140 }}
            data-testid="wcag-filter-level"
            options={[
              { value: 'all', label: t`Níveis A e AA` },
              { value: 'A', label: t`Nível A` },
              { value: 'AA', label: t`Nível AA` },
            ]}
          />
        </Flex>
        {testing === 'automatic' && (
          <Typography.Text type="secondary">
            <Trans>Nenhum critério é decidido só por ferramenta: mesmo com os testes automáticos aprovados, uma pessoa precisa verificar.</Trans>
          </Typography.Text>
        )}
        <ScrollArea label={t`Critérios WCAG 2.2 A/AA`} testId="wcag-criteria-scroll">
          {shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nenhum critério com estes filtros.</Trans>} />
          ) : (
            <Collapse
              size="small"
              items={shown.map((criterion) => ({
                key: criterion.number,
                label: (
                  <Flex gap={6} wrap align="center" data-testid="wcag-criterion" data-criterion={criterion.number}>
                    <Typography.Text strong>{criterion.number}</Typography.Text>
                    <Typography.Text>{localized(criterion.name, language)}</Typography.Text>
                    <Tag>{criterion.level}</Tag>
                    <Tag color={testingColors[criterion.testing]}>{labels[criterion.testing]}</Tag>
                  </Flex>
                ),
                children: <CriterionDetail criterion={criterion} />,
              }))}
            />
          )}
        </ScrollArea>
      </Flex>
    </Card>
  );
}
