import { ArrowRightOutlined, CompassOutlined, LineChartOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import { manualContent, type ManualSectionId } from '@otimiza/plugin-manual-shared';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useContentLanguage } from '../useContentLanguage';
import { IconBadge } from './IconBadge';
import { ViewLink } from './ViewLink';

const sectionIcons: Record<ManualSectionId, ReactNode> = {
  'getting-started': <CompassOutlined />,
  'seo-analysis': <LineChartOutlined />,
};

/** The step-by-step guides (getting started, SEO analyses), each opening its section view. */
export function GuideCards() {
  const { pick } = useContentLanguage();
  return (
    <Row gutter={[16, 16]}>
      {manualContent.sections.map((section) => {
        const count = section.steps.length;
        return (
          <Col key={section.id} xs={24} md={12}>
            <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
              <Flex vertical gap={12} style={{ height: '100%' }}>
                <Flex align="center" gap={12} wrap>
                  <IconBadge>{sectionIcons[section.id]}</IconBadge>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {pick(section.title)}
                  </Typography.Title>
                  <Tag color="blue">
                    <Plural value={count} one="# passo" other="# passos" />
                  </Tag>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
                  {pick(section.summary)}
                </Typography.Paragraph>
                <div>
                  <ViewLink to={{ view: 'section', section: section.id }} icon={<ArrowRightOutlined />} iconPlacement="end">
                    <Trans>Ver o guia</Trans>
                  </ViewLink>
                </div>
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
