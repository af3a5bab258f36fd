import { CloudUploadOutlined, CopyOutlined, DownloadOutlined, ExperimentOutlined, ReadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useCopyText } from '../../hooks/useCopyText';
import { usePlan, usePrimaryColour } from '@otimiza/sdk/web';
import { downloadHtml, optimisedFileName } from '../../lib/download';
import { ApplyOptimizationsDialog } from './ApplyOptimizationsDialog';
import { DeployReplacesWarning } from './DeployReplacesWarning';
import type { ApplyTab, DeployTarget } from './deployTarget';

/**
 * The apply-optimisations card: download or copy the optimised HTML, or open the
 * dialog on one of its three ways — the manual guide, the real FTP deploy, the demonstration.
 */
export function ApplyOptimizationsCard({ target }: { target: DeployTarget }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const copy = useCopyText();
  const features = usePlan();
  const [openTab, setChosenTab] = useState<ApplyTab | null>(null);
  const deployLocked = features.has('realTimeDeploy') === false;
  // The apply options need the page's address (the server refuses a deploy without it too).
  const setOpenTab = (tab: ApplyTab | null) => {
    if (tab !== null && target.url.trim() === '') {
      notification.warning({
        title: t`URL obrigatória`,
        description: t`Sem o endereço da página não há onde aplicar as otimizações. Analise a página primeiro.`,
      });
      return;
    }
    setChosenTab(tab);
  };

  return (
    <Card size="small" title={<Trans>Aplicar otimizações</Trans>} data-testid="apply-optimizations-card" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={14}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Trans>Escolha como levar o HTML otimizado para o seu site.</Trans>
        </Typography.Paragraph>
        <Row gutter={[10, 10]}>
          <Col xs={24} md={8}>
            <Option icon={<ReadOutlined />} title={<Trans>Guia Manual</Trans>} onOpen={() => setOpenTab('guide')} testId="open-guide">
              <Trans>Baixe o arquivo e publique você mesmo, em 5 passos.</Trans>
            </Option>
          </Col>
          <Col xs={24} md={8}>
            <Option
              icon={<CloudUploadOutlined />}
              title={<Trans>Deploy Real</Trans>}
              badge={deployLocked ? <Tag style={{ marginInlineEnd: 0 }}>Enterprise</Tag> : null}
              onOpen={() => setOpenTab('real')}
              testId="open-real-deploy"
            >
              <Trans>Envio por FTP direto para o seu servidor, com cópia de segurança.</Trans>
            </Option>
          </Col>
          <Col xs={24} md={8}>
            <Option icon={<ExperimentOutlined />} title={<Trans>Demonstração</Trans>} onOpen={() => setOpenTab('simulation')} testId="open-simulation">
              <Trans>Uma simulação das etapas do deploy. Nada é enviado.</Trans>
            </Option>
          </Col>
        </Row>
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadHtml({ html: target.html, downloadUrl: target.downloadUrl, fileName: optimisedFileName(target.url) })}
          >
            <Trans>Baixar HTML</Trans>
          </Button>
          <Button icon={<CopyOutlined />} onClick={() => void copy(target.html)}>
            <Trans>Copiar HTML</Trans>
          </Button>
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setOpenTab('guide')}>
            <Trans>Aplicar otimizações</Trans>
          </Button>
        </Flex>
        <DeployReplacesWarning />
      </Flex>
      <ApplyOptimizationsDialog target={target} tab={openTab} onTabChange={setOpenTab} onClose={() => setOpenTab(null)} />
    </Card>
  );
}

function Option({
  icon,
  title,
  badge,
  onOpen,
  testId,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  badge?: ReactNode;
  onOpen: () => void;
  testId: string;
  children: ReactNode;
}) {
  const primary = usePrimaryColour();
  return (
    <Button
      block
      onClick={onOpen}
      data-testid={testId}
      style={{ height: '100%', padding: '12px 14px', whiteSpace: 'normal', textAlign: 'start', display: 'block', borderRadius: 10 }}
    >
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex align="center" gap={8} justify="space-between">
          <Flex align="center" gap={8}>
            <span aria-hidden="true" style={{ color: primary }}>
              {icon}
            </span>
            <Typography.Text strong>{title}</Typography.Text>
          </Flex>
          {badge}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>
          {children}
        </Typography.Text>
      </Flex>
    </Button>
  );
}
