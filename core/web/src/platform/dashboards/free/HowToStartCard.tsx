import { Trans } from '@lingui/react/macro';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { wrappingCardTitle } from '../cardStyles';

/** The free dashboard's how-to-start steps. */
export function HowToStartCard() {
  const steps: { title: ReactNode; text: ReactNode }[] = [
    {
      title: <Trans>Informe o endereço do site</Trans>,
      text: <Trans>Digite a URL na análise rápida e escolha Desktop ou Mobile.</Trans>,
    },
    {
      title: <Trans>Acompanhe a auditoria</Trans>,
      text: <Trans>O Lighthouse audita a página num navegador real; cada etapa aparece na barra de progresso.</Trans>,
    },
    {
      title: <Trans>Veja as notas e as correções</Trans>,
      text: <Trans>Performance, acessibilidade, SEO e boas práticas, com as correções indicadas e o relatório em PDF.</Trans>,
    },
  ];
  return (
    <Card title={<Trans>Como começar</Trans>} style={{ height: '100%' }} styles={wrappingCardTitle} data-testid="how-to-start">
      <Flex vertical gap={14} component="ol" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <li key={index} style={{ display: 'flex', gap: 12 }}>
            <span
              aria-hidden="true"
              style={{
                flex: 'none',
                width: 28,
                height: 28,
                borderRadius: '50%',
                background: '#DBEAFE',
                color: '#1D4ED8',
                fontWeight: 700,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {index + 1}
            </span>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ display: 'block' }}>
                {step.title}
              </Typography.Text>
              <Typography.Text type="secondary">{step.text}</Typography.Text>
            </div>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
