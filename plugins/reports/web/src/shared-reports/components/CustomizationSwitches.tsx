import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import { Flex, Form, Switch, Typography } from 'antd';

export type Customizations = SharedReportView['customizations'];

export const defaultCustomizations: Customizations = { includeRecommendations: true, includeMetrics: true, includeCharts: true, hideContactInfo: false };

const labels: Record<keyof Customizations, MessageDescriptor> = {
  includeRecommendations: msg`Incluir recomendações`,
  includeMetrics: msg`Incluir métricas`,
  includeCharts: msg`Incluir gráficos`,
  hideContactInfo: msg`Ocultar informações de contato`,
};

/** The four customizations of a shared report, as switches of the create form. */
export function CustomizationSwitches() {
  const { i18n } = useLingui();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }} id="customizations-legend">
        <Trans>O que o relatório mostra</Trans>
      </Typography.Text>
      <Flex vertical gap={4} role="group" aria-labelledby="customizations-legend">
        {(Object.keys(labels) as (keyof Customizations)[]).map((key) => (
          <Flex key={key} justify="space-between" align="center" gap={12}>
            <label htmlFor={`customization-${key}`}>{i18n._(labels[key])}</label>
            <Form.Item name={['customizations', key]} valuePropName="checked" noStyle>
              <Switch id={`customization-${key}`} size="small" />
            </Form.Item>
          </Flex>
        ))}
      </Flex>
    </fieldset>
  );
}
