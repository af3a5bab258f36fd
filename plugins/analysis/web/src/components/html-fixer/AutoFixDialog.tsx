import { CheckCircleOutlined, DownloadOutlined, ExportOutlined, ReloadOutlined, ToolOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AutoFixHtmlResponse } from '@otimiza/plugin-analysis-shared';
import { DemoReadOnlyNotice, UpgradeRequiredCard, usePlan } from '@otimiza/sdk/web';
import { Alert, Button, Flex, List, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useAutoFix } from '../../hooks/useAutoFix';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { failureFromError } from '../../lib/analysisFailure';
import { PriorityTag } from './PriorityTag';

/**
 * The automatic HTML fix of the premium features: opened for a page, it asks
 * `POST /api/auto-fix-html` at once and shows how many fixes were applied, which, and the fixed
 * page's download and preview. Pro and up; other plans see the upgrade card, the read-only demo
 * says it runs nothing.
 */
export function AutoFixDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const features = usePlan();
  const allowed = features.has('htmlAutoCorrection');
  const readOnly = features.mode === 'demo';
  const fix = useAutoFix();
  const { mutate, reset } = fix;
  const ranFor = useRef<string | null>(null);

  useEffect(() => {
    if (url === null) {
      ranFor.current = null;
      reset();
      return;
    }
    if (allowed && !readOnly && ranFor.current !== url) {
      ranFor.current = url;
      mutate(url);
    }
  }, [url, allowed, readOnly, mutate, reset]);

  const failure = fix.error ? failureFromError(fix.error) : null;
  const refused = failure?.type === 'SUBSCRIPTION_REQUIRED';

  return (
    <Modal
      open={url !== null}
      onCancel={onClose}
      width={720}
      title={
        <Flex align="center" gap={8}>
          <ToolOutlined style={{ color: '#0F766E' }} aria-hidden="true" />
          <Trans>Correção automática de HTML</Trans>
        </Flex>
      }
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          {allowed && !readOnly && !refused && url && (
            <Button icon={<ReloadOutlined />} loading={fix.isPending} onClick={() => mutate(url)}>
              {fix.isPending ? <Trans>Corrigindo...</Trans> : <Trans>Corrigir novamente</Trans>}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            <Trans>Fechar</Trans>
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16} data-testid="auto-fix-dialog">
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }} data-testid="auto-fix-url">
          {url}
        </Typography.Text>
        {allowed === null ? (
          features.error ? (
            <Alert type="error" showIcon title={<Trans>Não foi possível carregar o seu plano</Trans>} description={features.error.message} />
          ) : (
            <Skeleton active paragraph={{ rows: 3 }} />
          )
        ) : allowed === false || refused ? (
          <UpgradeRequiredCard feature="htmlAutoCorrection" title={<Trans>A correção automática de HTML não faz parte do seu plano</Trans>}>
            <Trans>Com ela, o Otimiza reescreve o HTML da página com as correções aplicadas, pronto para baixar e publicar.</Trans>
          </UpgradeRequiredCard>
        ) : readOnly ? (
          <DemoReadOnlyNotice />
        ) : fix.isPending ? (
          <div role="status" aria-live="polite">
            <Typography.Text type="secondary">
              <Trans>Lendo a página e aplicando as correções ao HTML...</Trans>
            </Typography.Text>
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ) : failure ? (
          <Alert
            type="error"
            showIcon
            data-testid="auto-fix-error"
            title={<Trans>Erro na Correção</Trans>}
            description={
              failure.status === 0 || !failure.message
                ? t`Falha ao corrigir HTML automaticamente`
                : `${t`Falha ao corrigir HTML automaticamente`}: ${failure.message}`
            }
          />
        ) : fix.data ? (
          <AutoFixResult result={fix.data} />
        ) : null}
      </Flex>
    </Modal>
  );
}

function AutoFixResult({ result }: { result: AutoFixHtmlResponse }) {
  const { pick } = useInterfaceLanguage();
  const count = result.fixesApplied;
  return (
    <Flex vertical gap={16} data-testid="auto-fix-result" data-fixes-applied={count}>
      <Flex align="center" gap={12}>
        <CheckCircleOutlined style={{ color: '#15803D', fontSize: 28 }} aria-hidden="true" />
        <Flex vertical>
          <Typography.Text style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.1 }} data-testid="auto-fix-count">
            {count}
          </Typography.Text>
          <Typography.Text type="secondary">
            <Plural value={count} _0="A página já estava sem correções a aplicar." one="correção aplicada ao HTML" other="correções aplicadas ao HTML" />
          </Typography.Text>
        </Flex>
      </Flex>
      {result.fixes.length > 0 && (
        <List
          size="small"
          bordered
          data-testid="auto-fix-list"
          dataSource={result.fixes}
          renderItem={(fix) => (
            <List.Item key={fix.id} data-fix={fix.id}>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Flex align="center" gap={8} wrap>
                  <PriorityTag priority={fix.priority} />
                  <Typography.Text strong>{pick(fix.title)}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {pick(fix.description)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <Flex gap={8} wrap>
        <Button type="primary" icon={<DownloadOutlined />} href={result.downloadUrl} download data-testid="auto-fix-download">
          <Trans>Baixar HTML corrigido</Trans>
        </Button>
        <Button icon={<ExportOutlined />} href={result.previewUrl} target="_blank" rel="noopener noreferrer" data-testid="auto-fix-preview">
          <Trans>Pré-visualizar a página corrigida</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
