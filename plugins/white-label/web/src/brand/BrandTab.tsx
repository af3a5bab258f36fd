import { SaveOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  logoTypes,
  MAX_LOGO_BYTES,
  type BrandSettingsInput,
  type BrandSettingsView,
} from '@otimiza/plugin-white-label-shared';
import { ColourField, LogoField, normaliseHexColour, QueryErrorAlert, serverFieldErrors } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { brandQueryOptions, saveBrand, whiteLabelQueryKeys } from '../api/whiteLabel';
import { BrandPreview, type BrandLook } from './BrandPreview';
import { READABLE_CONTRAST, whiteTextContrast } from './colours';

interface BrandFormValues {
  brandName: string;
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
  hideProductBrand: boolean;
}

const formFields = ['brandName', 'companyName', 'primaryColor', 'secondaryColor', 'hideProductBrand'] as const;
const hexColour = /^#[0-9a-f]{6}$/i;

/** The brand tab: brand and company names, logo, colours, the product brand switch, and a live preview. */
export function BrandTab() {
  const query = useQuery(brandQueryOptions());
  if (query.error) return <QueryErrorAlert title={<Trans>Não foi possível carregar a marca</Trans>} query={query} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <BrandForm brand={query.data} />;
}

function BrandForm({ brand }: { brand: BrandSettingsView }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandFormValues>();
  const initialValues: BrandFormValues = {
    brandName: brand.brandName,
    companyName: brand.companyName,
    primaryColor: brand.primaryColor,
    secondaryColor: brand.secondaryColor,
    hideProductBrand: brand.hideProductBrand,
  };
  const watched = Form.useWatch([], form) as Partial<BrandFormValues> | undefined;
  const current = { ...initialValues, ...watched };
  /** undefined: keep the saved logo; null: remove it; a data URL: the new one. */
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoSrc = logo === undefined ? brand.logoUrl : logo;

  const save = useMutation({
    mutationFn: saveBrand,
    onSuccess: (answer) => {
      setLogo(undefined);
      queryClient.setQueryData(whiteLabelQueryKeys.brand, answer);
      // The host's brand (site-info) follows the saved one the next time it is read.
      void queryClient.invalidateQueries({ queryKey: ['site-info'] });
      notification.success({ title: t`Marca Personalizada`, description: t`A sua marca foi salva e aparece no seu domínio assim que ele estiver ativo.` });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      for (const [name, message] of fields) {
        if (name === 'logo') setLogoError(message);
        else if ((formFields as readonly string[]).includes(name)) form.setFields([{ name: name as keyof BrandFormValues, errors: [message] }]);
      }
      notification.error({ title: t`Erro`, description: fields.size > 0 ? error.message : t`Falha ao salvar configuração` });
    },
  });

  const submit = (values: BrandFormValues) => {
    const input: BrandSettingsInput = {
      brandName: values.brandName.trim(),
      companyName: (values.companyName ?? '').trim(),
      primaryColor: values.primaryColor.trim().toUpperCase(),
      secondaryColor: values.secondaryColor.trim().toUpperCase(),
      hideProductBrand: values.hideProductBrand,
      ...(logo !== undefined ? { logo } : {}),
    };
    save.mutate(input);
  };

  const look: BrandLook = {
    brandName: current.brandName ?? '',
    companyName: current.companyName ?? '',
    logoSrc,
    primaryColor: normaliseHexColour(current.primaryColor, DEFAULT_PRIMARY_COLOR),
    secondaryColor: normaliseHexColour(current.secondaryColor, DEFAULT_SECONDARY_COLOR),
    hideProductBrand: current.hideProductBrand ?? false,
  };
  const contrast = whiteTextContrast(look.primaryColor);
  const contrastText = contrast.toFixed(1);
  const colourRules = [{ pattern: hexColour, message: t`Informe a cor em hexadecimal com 6 dígitos, como #2563EB.` }];

  return (
    <Form<BrandFormValues> form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={submit} data-testid="brand-form">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={24}>
            {brand.updatedAt === null && (
              <Alert
                type="info"
                showIcon
                title={<Trans>Nenhuma marca salva ainda</Trans>}
                description={<Trans>Enquanto não houver marca salva, o seu domínio mostra a plataforma com o nome e as cores padrão.</Trans>}
              />
            )}
            <Card title={<Trans>Identidade</Trans>}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="brandName"
                    label={t`Nome da marca`}
                    rules={[
                      { required: true, whitespace: true, message: t`Informe o nome da marca.` },
                      { max: 60, message: t`O nome da marca pode ter até 60 caracteres.` },
                    ]}
                  >
                    <Input placeholder={t`Ex.: Painel Parceiro`} maxLength={60} data-testid="brand-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="companyName" label={t`Nome da empresa`} rules={[{ max: 120, message: t`O nome da empresa pode ter até 120 caracteres.` }]}>
                    <Input placeholder={t`Ex.: Agência Parceira Ltda.`} maxLength={120} data-testid="company-name" />
                  </Form.Item>
                </Col>
              </Row>
              <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
                <Trans>Logo</Trans>
              </Typography.Text>
              <LogoField
                savedUrl={brand.logoUrl}
                value={logo}
                onChange={setLogo}
                error={logoError}
                onError={setLogoError}
                maxBytes={MAX_LOGO_BYTES}
                accept={logoTypes}
                hint={<Trans>PNG ou JPG até 2 MB; a imagem é enviada com o formulário.</Trans>}
                size={80}
              />
            </Card>

            <Card title={<Trans>Cores</Trans>}>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name="primaryColor" label={t`Cor primária`} rules={colourRules} extra={<Trans>Padrão: {DEFAULT_PRIMARY_COLOR}</Trans>}>
                    <ColourField label={t`Cor primária`} testId="primary-color" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="secondaryColor" label={t`Cor secundária`} rules={colourRules} extra={<Trans>Padrão: {DEFAULT_SECONDARY_COLOR}</Trans>}>
                    <ColourField label={t`Cor secundária`} testId="secondary-color" />
                  </Form.Item>
                </Col>
              </Row>
              {contrast < READABLE_CONTRAST && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 12 }}
                  data-testid="contrast-warning"
                  title={<Trans>Contraste baixo</Trans>}
                  description={
                    <Trans>
                      Texto branco sobre a cor primária tem contraste de {contrastText}:1; o mínimo recomendado é 4,5:1. Os botões podem ficar difíceis de ler.
                    </Trans>
                  }
                />
              )}
              <Button
                type="link"
                style={{ padding: 0 }}
                onClick={() => form.setFieldsValue({ primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR })}
              >
                <Trans>Restaurar cores padrão</Trans>
              </Button>
            </Card>

            <Card title={<Trans>Marca do produto</Trans>}>
              <Flex align="flex-start" gap={12}>
                <Form.Item name="hideProductBrand" valuePropName="checked" style={{ margin: 0 }}>
                  <Switch aria-label={t`Remover a marca Otimiza`} data-testid="hide-product-brand" />
                </Form.Item>
                <div>
                  <Typography.Text strong>
                    <Trans>Remover a marca Otimiza</Trans>
                  </Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    <Trans>
                      Sem ela, o rodapé do seu domínio mostra “Com tecnologia Otimiza”. Com ela, as páginas de entrada e de cadastro, o cabeçalho, o rodapé e os
                      títulos das abas mostram só a sua marca.
                    </Trans>
                  </Typography.Paragraph>
                </div>
              </Flex>
            </Card>
          </Flex>
        </Col>

        <Col xs={24} lg={10}>
          <Flex vertical gap={16} style={{ position: 'sticky', top: 24 }}>
            <Card title={<Trans>Pré-visualização</Trans>}>
              <BrandPreview look={look} />
            </Card>
            <Button type="primary" size="large" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} block data-testid="brand-save">
              <Trans>Salvar marca</Trans>
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
