import { CopyOutlined, ExportOutlined, FundProjectionScreenOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEMO_INVESTOR_NAME_MAX } from '@otimiza/sdk/shared';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../kernel/app/toast';
import { investorDemoPath, investorDemoUrl } from '../../demo/demoLink';
import { wrappingButton, wrappingCardTitle } from '../cardStyles';
import { CardIconTitle } from '../CardIconTitle';

/**
 * The creator's way into the investor demo (`/?pro-demo=true&investor=true`, opened
 * in a new tab), optionally named for an investor, whose name the demo then shows;
 * and the same link to copy and send.
 */
export function InvestorDemoCard() {
  const { t } = useLingui();
  const toast = useToast();
  const [investorName, setInvestorName] = useState('');
  const copy = async () => {
    const link = investorDemoUrl(window.location.origin, investorName);
    try {
      await navigator.clipboard.writeText(link);
      toast.success({ title: t`Link copiado!`, description: link });
    } catch {
      toast.error({ title: t`Não foi possível copiar o link`, description: link });
    }
  };
  return (
    <Card
      data-testid="investor-demo-card"
      styles={wrappingCardTitle}
      title={
        <CardIconTitle icon={<FundProjectionScreenOutlined style={{ color: '#5B21B6' }} aria-hidden="true" />}>
          <Trans>Demonstração para investidores</Trans>
        </CardIconTitle>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Trans>
            O painel Pro da conta de demonstração, somente leitura, com as análises guardadas dela. Com um nome, a demonstração cumprimenta o investidor.
          </Trans>
        </Typography.Paragraph>
        <label htmlFor="investor-demo-name" style={{ fontWeight: 500 }}>
          <Trans>Nome do investidor (opcional)</Trans>
        </label>
        <Input
          id="investor-demo-name"
          value={investorName}
          onChange={(event) => setInvestorName(event.target.value)}
          maxLength={DEMO_INVESTOR_NAME_MAX}
          placeholder={t`Ex.: Fundo Aurora Capital`}
          autoComplete="off"
        />
        <Flex gap={8} wrap>
          {/* A real link: the browser opens it in a new tab, as the spec asks, and a middle click works too. */}
          <Button
            type="primary"
            href={investorDemoPath(investorName)}
            target="_blank"
            rel="noopener"
            icon={<ExportOutlined />}
            data-testid="open-investor-demo"
            style={wrappingButton}
          >
            <Trans>Abrir a demonstração em nova aba</Trans>
          </Button>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} style={wrappingButton}>
            <Trans>Copiar link</Trans>
          </Button>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Trans>
            A demonstração tem sessão própria: aberta neste navegador, ela encerra a sua sessão de criador (a nova aba pergunta antes). Para testar sem sair,
            abra o link numa janela anônima.
          </Trans>
        </Typography.Text>
      </Flex>
    </Card>
  );
}
