import { Trans, useLingui } from '@lingui/react/macro';
import { templateVariables, type TemplateVariable } from '@otimiza/plugin-notifications-shared';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { variableDescriptions } from '../../lib/labels';

/** The `{{variables}}` a template may use; clicking one adds it to the text. */
export function TemplateVariablesHint({ onInsert }: { onInsert: (variable: TemplateVariable) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex vertical gap={6} data-testid="template-variables-hint">
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <Trans>Variáveis permitidas (clique para inserir no texto). Qualquer outra é recusada.</Trans>
      </Typography.Text>
      <Flex gap={6} wrap>
        {templateVariables.map((variable) => {
          const description = i18n._(variableDescriptions[variable]);
          const token = `{{${variable}}}`;
          return (
            <Tooltip key={variable} title={description}>
              <Tag
                role="button"
                tabIndex={0}
                aria-label={t`Inserir ${token}: ${description}`}
                style={{ cursor: 'pointer', fontFamily: 'monospace', marginInlineEnd: 0 }}
                onClick={() => onInsert(variable)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onInsert(variable);
                  }
                }}
              >
                {token}
              </Tag>
            </Tooltip>
          );
        })}
      </Flex>
    </Flex>
  );
}
