import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HtmlStructureStats } from '@otimiza/plugin-analysis-shared';
import { Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The before/after comparison of the automatic implementation: meta tags, the
 * headings structure and the images with alternative text, counted in the page as it was and as
 * it is after the fixes.
 */
export function BeforeAfterComparison({ before, after }: { before: HtmlStructureStats; after: HtmlStructureStats }) {
  const { t } = useLingui();
  return (
    <Flex vertical gap={12} data-testid="before-after">
      <Row gutter={[12, 12]}>
        <Col xs={24} md={8}>
          <Measure
            label={t`Meta tags`}
            before={String(before.metaTags)}
            after={String(after.metaTags)}
            better={after.metaTags > before.metaTags}
            testId="compare-meta"
          />
        </Col>
        <Col xs={24} md={8}>
          <Measure
            label={t`Headings`}
            before={String(before.headingsStructure.length)}
            after={String(after.headingsStructure.length)}
            better={headingsImproved(before, after)}
            testId="compare-headings"
          />
        </Col>
        <Col xs={24} md={8}>
          <Measure
            label={t`Imagens com texto alternativo`}
            before={`${before.imagesWithAlt}/${before.totalImages}`}
            after={`${after.imagesWithAlt}/${after.totalImages}`}
            better={after.imagesWithAlt > before.imagesWithAlt}
            testId="compare-images"
          />
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Outline title={<Trans>Estrutura de headings antes</Trans>} headings={before.headingsStructure} />
        </Col>
        <Col xs={24} md={12}>
          <Outline title={<Trans>Estrutura de headings depois</Trans>} headings={after.headingsStructure} />
        </Col>
      </Row>
    </Flex>
  );
}

/** A first h1 where there was none, or fewer skipped levels, counts as better. */
function headingsImproved(before: HtmlStructureStats, after: HtmlStructureStats): boolean {
  const h1 = (stats: HtmlStructureStats) => stats.headingsStructure.filter((heading) => heading.level === 1).length;
  const skips = (stats: HtmlStructureStats) =>
    stats.headingsStructure.reduce((count, heading, index, all) => (index > 0 && heading.level > all[index - 1]!.level + 1 ? count + 1 : count), 0);
  return (h1(before) !== 1 && h1(after) === 1) || skips(after) < skips(before);
}

function Measure({ label, before, after, better, testId }: { label: string; before: string; after: string; better: boolean; testId: string }) {
  const { t } = useLingui();
  return (
    <Flex vertical gap={6} data-testid={testId} style={{ border: '1px solid rgba(15, 23, 42, 0.1)', borderRadius: 10, padding: '12px 14px', height: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Flex align="center" gap={10} aria-label={t`${label}: antes ${before}, depois ${after}`}>
        <Flex vertical gap={0}>
          <Typography.Text type="secondary" style={{ fontSize: 11, textTransform: 'uppercase' }}>
            <Trans>Antes</Trans>
          </Typography.Text>
          <Typography.Text style={{ fontSize: 20, fontWeight: 600 }} data-value="before">
            {before}
          </Typography.Text>
        </Flex>
        <ArrowRightOutlined aria-hidden="true" style={{ color: '#94A3B8' }} />
        <Flex vertical gap={0}>
          <Typography.Text type="secondary" style={{ fontSize: 11, textTransform: 'uppercase' }}>
            <Trans>Depois</Trans>
          </Typography.Text>
          <Typography.Text style={{ fontSize: 20, fontWeight: 600, color: better ? '#15803D' : undefined }} data-value="after">
            {after}
          </Typography.Text>
        </Flex>
      </Flex>
    </Flex>
  );
}

function Outline({ title, headings }: { title: ReactNode; headings: HtmlStructureStats['headingsStructure'] }) {
  return (
    <div style={{ border: '1px solid rgba(15, 23, 42, 0.1)', borderRadius: 10, padding: '10px 14px', height: '100%' }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
        {title}
      </Typography.Text>
      {headings.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Nenhum heading na página.</Trans>
        </Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 180, overflow: 'auto' }}>
          {headings.map((heading, index) => (
            <li
              key={index}
              style={{
                paddingInlineStart: (Math.min(Math.max(heading.level, 1), 6) - 1) * 14,
                paddingBlock: 2,
                display: 'flex',
                gap: 6,
                alignItems: 'baseline',
              }}
            >
              <Typography.Text code style={{ fontSize: 11, flex: 'none' }}>
                H{heading.level}
              </Typography.Text>
              <Typography.Text ellipsis={{ tooltip: heading.text }} style={{ minWidth: 0 }}>
                {heading.text || '—'}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
