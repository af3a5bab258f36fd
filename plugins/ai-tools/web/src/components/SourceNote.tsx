import { DatabaseOutlined, RobotOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ToolAnswer } from '@otimiza/plugin-ai-tools-shared';
import { Alert, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * Who wrote a tool's answer: the AI ('Escrito pela IA') or templates filled with the real data
 * ('Modelo com dados reais'); when the AI was configured but failed this time, a short note.
 */
export function SourceNote({ answer, extra }: { answer: Pick<ToolAnswer, 'source' | 'aiError'>; extra?: ReactNode }) {
  const { t } = useLingui();
  const ai = answer.source === 'ai';
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Tag
          color={ai ? 'purple' : 'geekblue'}
          icon={ai ? <RobotOutlined /> : <DatabaseOutlined />}
          data-testid="answer-source"
          data-source={answer.source}
          style={{ marginInlineEnd: 0 }}
          title={ai ? t`Texto escrito pela IA; os números vêm das auditorias e da página.` : t`Texto montado com modelos a partir das auditorias e da página.`}
        >
          {ai ? t`Escrito pela IA` : t`Modelo com dados reais`}
        </Tag>
        {extra}
      </Flex>
      {answer.aiError && (
        <Alert
          type="warning"
          showIcon
          data-testid="ai-error-note"
          title={<Trans>A IA não respondeu desta vez; o texto foi montado com modelos a partir dos dados reais.</Trans>}
          description={answer.aiError}
          style={{ fontSize: 13 }}
        />
      )}
    </Flex>
  );
}
