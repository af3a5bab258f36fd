import { ReloadOutlined, SettingOutlined, CrownOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Flex } from 'antd';
import { describeFailure, pageSpeedConsoleUrl, type AnalysisFailure } from '../lib/analysisFailure';
import { pricingPath } from '../routePaths';
import { RouterButton } from './RouterButton';
import { usePageLink } from '@otimiza/sdk/web';

/** The error alert of the quick analysis card, with what the user can do next. */
export function AnalysisErrorAlert({ failure, onRetry }: { failure: AnalysisFailure; onRetry?: () => void }) {
  const pageLink = usePageLink();
  const { i18n } = useLingui();
  const text = describeFailure(failure);
  const description = typeof text.description === 'string' ? text.description : i18n._(text.description);
  return (
    <Alert
      type="error"
      showIcon
      data-testid="analysis-error"
      data-error-type={failure.type}
      title={i18n._(text.title)}
      description={
        <Flex vertical gap={12} align="flex-start">
          <span>{description}</span>
          {text.action === 'retry' && onRetry && (
            <Button icon={<ReloadOutlined />} onClick={onRetry}>
              <Trans>Tentar novamente</Trans>
            </Button>
          )}
          {text.action === 'upgrade' && (
            <RouterButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />}>
              <Trans>Ver planos</Trans>
            </RouterButton>
          )}
          {text.action === 'configure' && (
            <Button icon={<SettingOutlined />} href={pageSpeedConsoleUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Configurar chave da API</Trans>
            </Button>
          )}
        </Flex>
      }
    />
  );
}
