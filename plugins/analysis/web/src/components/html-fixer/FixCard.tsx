import { Plural, useLingui } from '@lingui/react/macro';
import type { FixCategory, FixPriority } from '@otimiza/plugin-analysis-shared';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { fixCategoryNames } from '../../lib/fixLabels';
import { CodeBlock } from './CodeBlock';
import { PriorityTag } from './PriorityTag';

export interface FixCardFix {
  id: string;
  category: FixCategory;
  priority: FixPriority;
  /** Already in the interface language. */
  title: string;
  description: string;
  count: number;
  before: string;
  after: string;
}

/** One correction of the HTML fixer: its priority, what it answers, and the code before and after it. */
export function FixCard({ fix, tags }: { fix: FixCardFix; tags?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Card size="small" data-fix={fix.id} data-priority={fix.priority}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Typography.Text strong style={{ flex: '1 1 240px', fontSize: 15 }}>
            {fix.title}
          </Typography.Text>
          <Flex gap={6} wrap>
            <PriorityTag priority={fix.priority} />
            <Tag style={{ marginInlineEnd: 0 }} data-category={fix.category}>
              {i18n._(fixCategoryNames[fix.category])}
            </Tag>
            {tags}
          </Flex>
        </Flex>
        <FixBody fix={fix} />
      </Flex>
    </Card>
  );
}

/** What a fix does (with how many elements it touched) and its code before and after. */
export function FixBody({ fix }: { fix: FixCardFix }) {
  const { t } = useLingui();
  const count = fix.count;
  return (
    <Flex vertical gap={10}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {fix.description}
        {count > 1 && (
          <>
            {' '}
            <Plural value={count} one="(# elemento)" other="(# elementos)" />
          </>
        )}
      </Typography.Paragraph>
      <Row gutter={[12, 8]}>
        <Col xs={24} md={12}>
          <CodeBlock code={fix.before} label={t`Antes`} tone="before" emptyText={t`(ausente na página)`} />
        </Col>
        <Col xs={24} md={12}>
          <CodeBlock code={fix.after} label={t`Depois`} tone="after" />
        </Col>
      </Row>
    </Flex>
  );
}
