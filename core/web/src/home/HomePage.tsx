import { BookOutlined, CheckCircleOutlined, FileSearchOutlined, ToolOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../app/LinkButton';

const { Title, Paragraph, Text } = Typography;

function StepCard({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Card style={{ height: '100%' }}>
      <Flex gap={12} align="flex-start">
        <span style={{ fontSize: 22, color: '#3B82F6', lineHeight: 1 }}>{icon}</span>
        <div>
          <Text strong>{title}</Text>
          <Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {children}
          </Paragraph>
        </div>
      </Flex>
    </Card>
  );
}

/** Home for now: what Otimiza does, and the way to the manual. Accounts and dashboards come later. */
export function HomePage({ manualPath }: { manualPath: string | undefined }) {
  return (
    <Flex vertical gap={24}>
      <Card styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}>
        <Title level={1} style={{ marginTop: 0, fontSize: 'clamp(28px, 4vw, 36px)' }}>
          <Trans>Bem-vindo ao Otimiza</Trans>
        </Title>
        <Paragraph style={{ fontSize: 16, maxWidth: 720 }}>
          <Trans>
            O Otimiza analisa o seu site em desempenho, acessibilidade, SEO e boas práticas com auditorias reais do
            Lighthouse. Depois, reescreve o HTML da página com as correções aplicadas e prova o ganho analisando a
            página corrigida de novo.
          </Trans>
        </Paragraph>
        {manualPath && (
          <LinkButton to={manualPath} buttonType="primary" size="large" icon={<BookOutlined />}>
            <Trans>Abrir o manual</Trans>
          </LinkButton>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <StepCard icon={<FileSearchOutlined />} title={<Trans>1. Analisar</Trans>}>
            <Trans>Informe o endereço e escolha Desktop ou Mobile; a página é auditada em um navegador real.</Trans>
          </StepCard>
        </Col>
        <Col xs={24} md={8}>
          <StepCard icon={<ToolOutlined />} title={<Trans>2. Corrigir</Trans>}>
            <Trans>Meta tags, títulos, textos alternativos e dados estruturados são corrigidos no HTML.</Trans>
          </StepCard>
        </Col>
        <Col xs={24} md={8}>
          <StepCard icon={<CheckCircleOutlined />} title={<Trans>3. Comprovar</Trans>}>
            <Trans>A página corrigida é auditada de novo, para mostrar o antes e o depois.</Trans>
          </StepCard>
        </Col>
      </Row>
      <Alert
        type="info"
        showIcon
        title={<Trans>Versão inicial</Trans>}
        description={
          <Trans>
            A criação de conta, as análises e os painéis ainda estão sendo preparados. Enquanto isso, o manual
            explica como a plataforma funciona.
          </Trans>
        }
      />
    </Flex>
  );
}
