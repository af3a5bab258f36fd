import { ArrowRightOutlined, BulbOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { manualContent, type ManualSection } from '@otimiza/plugin-manual-shared';
import { Card, Flex, Grid, Steps, Typography } from 'antd';
import { BackToManual } from '../components/BackToManual';
import { ViewHeader } from '../components/ViewHeader';
import { ViewLink } from '../components/ViewLink';
import { useContentLanguage } from '../useContentLanguage';

/** One guide: its six steps, each with its tips, then a link to the other guide. */
export function SectionView({ section }: { section: ManualSection }) {
  const { pick } = useContentLanguage();
  const next = manualContent.sections.find((other) => other.id !== section.id);
  const nextTitle = next ? pick(next.title) : '';
  const narrow = !Grid.useBreakpoint().md;

  return (
    <Flex vertical gap={24}>
      <div>
        <BackToManual />
      </div>
      <ViewHeader title={pick(section.title)} lead={pick(section.summary)} />
      <Card styles={{ body: { padding: narrow ? '16px 12px' : 24 } }}>
        <Steps
          orientation="vertical"
          size={narrow ? 'small' : 'medium'}
          current={-1}
          items={section.steps.map((step) => ({
            status: 'process',
            title: (
              <Typography.Text strong style={{ fontSize: 16 }}>
                {pick(step.title)}
              </Typography.Text>
            ),
            content: (
              <Flex vertical gap={8} style={{ paddingBlock: '4px 20px' }}>
                <Typography.Paragraph style={{ margin: 0, color: 'rgba(15, 23, 42, 0.85)' }}>{pick(step.description)}</Typography.Paragraph>
                {step.tips.map((tip) => (
                  <Flex key={tip.pt} gap={8} align="flex-start" style={{ background: '#F0F6FF', borderRadius: 8, padding: narrow ? '6px 8px' : '8px 12px' }}>
                    <BulbOutlined style={{ color: '#D97706', marginTop: 4 }} aria-hidden="true" />
                    <Typography.Text>
                      <Typography.Text strong>
                        <Trans>Dica:</Trans>
                      </Typography.Text>{' '}
                      {pick(tip)}
                    </Typography.Text>
                  </Flex>
                ))}
              </Flex>
            ),
          }))}
        />
      </Card>
      {next && (
        <Flex justify="space-between" align="center" wrap gap={12}>
          <BackToManual />
          <ViewLink to={{ view: 'section', section: next.id }} type="primary" icon={<ArrowRightOutlined />} iconPlacement="end">
            <Trans>Próximo guia: {nextTitle}</Trans>
          </ViewLink>
        </Flex>
      )}
    </Flex>
  );
}
