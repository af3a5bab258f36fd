import { BrandSettingsForm } from '../brand/BrandSettingsForm';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { brandSettingsQueryOptions } from '../brand/api';
import { DemoReadOnlyNotice, PageHeader, QueryErrorAlert, useDocumentTitle, usePlan } from '@otimiza/sdk/web';

/**
 * /brand-settings: the workspace's one brand — company information, logo, the two colours and, with white-label
 * (Enterprise), the brand's name, the product brand switch and the domain's state — with where it applies and a live
 * preview of a report in it.
 */
export default function BrandSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Configurações da marca`);
  const settings = useQuery(brandSettingsQueryOptions());
  const demo = usePlan().mode === 'demo';

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={<Trans>Configurações da marca</Trans>}
        lead={<Trans>A sua marca nos relatórios em PDF, nos relatórios compartilhados e nos envios recorrentes.</Trans>}
      />
      {demo && (
        <DemoReadOnlyNotice>
          <Trans>Experimente o formulário e a pré-visualização à vontade: na demonstração, salvar apenas simula, e nada é gravado.</Trans>
        </DemoReadOnlyNotice>
      )}
      {settings.isPending ? (
        <Row gutter={[24, 24]} aria-busy="true" aria-label={t`Carregando configurações da marca`}>
          <Col xs={24} lg={14}>
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card>
              <Skeleton active paragraph={{ rows: 5 }} />
            </Card>
          </Col>
        </Row>
      ) : settings.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar as configurações da marca</Trans>} query={settings} />
      ) : (
        // A new key after each save starts the form again from what the server stored.
        <BrandSettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
      )}
    </Flex>
  );
}
