import { EyeOutlined, InfoCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  logoTypes,
  MAX_LOGO_BYTES,
  type BrandSettingsPage,
  type BrandSettingsUpdate,
} from '@otimiza/plugin-reports-shared';
import { ApiRequestError, ColourField, isHexColour, LogoField, normaliseHexColour } from '@otimiza/sdk/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { brandQueryKeys, isSimulatedSave, saveBrandSettings } from './api';
import { BrandReachCard } from './BrandReachCard';
import { BrandReportPreview, type BrandLook } from './BrandReportPreview';
import { READABLE_CONTRAST, whiteTextContrast } from './colours';
import { WhiteLabelBrandCard } from './WhiteLabelBrandCard';

interface BrandFormValues {
  brandName: string;
  hideProductBrand: boolean;
  companyName: string;
  contactEmail: string;
  websiteUrl: string;
  description: string;
  primaryColor: string;
  secondaryColor: string;
}

const formFields = ['brandName', 'hideProductBrand', 'companyName', 'contactEmail', 'websiteUrl', 'description', 'primaryColor', 'secondaryColor'] as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The workspace's one brand with its live preview, saved with `PUT /api/brand-settings`: the company, logo and colours of
 * every report, and, with white-label (Enterprise), the brand's name and the product brand switch.
 */
export function BrandSettingsForm({ settings }: { settings: BrandSettingsPage }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandFormValues>();
  const initialValues: BrandFormValues = {
    brandName: settings.brandName,
    hideProductBrand: settings.hideProductBrand,
    companyName: settings.companyName,
    contactEmail: settings.contactEmail,
    websiteUrl: settings.websiteUrl,
    description: settings.description,
    primaryColor: settings.primaryColor || DEFAULT_PRIMARY_COLOR,
    secondaryColor: settings.secondaryColor || DEFAULT_SECONDARY_COLOR,
  };
  const watched = Form.useWatch([], form) as Partial<BrandFormValues> | undefined;
  const current = { ...initialValues, ...watched };
  /** undefined: keep the stored logo; null: remove it; a data URL: the new one. */
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const logoSrc = logo === undefined ? settings.logoUrl : logo;

  const save = useMutation({
    mutationFn: saveBrandSettings,
    onSuccess: (answer) => {
      if (isSimulatedSave(answer)) {
        notification.info({ title: t`Configurações simuladas!`, description: t`Modo demonstração: nada foi salvo.` });
        return;
      }
      notification.success({ title: t`Configurações salvas!`, description: t`Os próximos relatórios usam a sua marca.` });
      setLogo(undefined);
      queryClient.setQueryData(brandQueryKeys.settings, answer);
      // The app's theme and a branded host's look (site-info) follow a brand in force the next time they are read.
      void queryClient.invalidateQueries({ queryKey: ['site-info'] });
    },
    onError: (error) => {
      // The server names the fields it refused: show each message beside its field.
      const fields = error instanceof ApiRequestError ? error.details?.['fields'] : undefined;
      if (Array.isArray(fields)) {
        for (const field of fields as { path?: string; message?: string }[]) {
          const name = String(field.path ?? '').split('.')[0] ?? '';
          if (name === 'logo') setLogoError(field.message ?? error.message);
          else if ((formFields as readonly string[]).includes(name))
            form.setFields([{ name: name as keyof BrandFormValues, errors: [field.message ?? error.message] }]);
        }
      }
      notification.error({ title: t`Erro ao salvar as configurações`, description: error.message });
    },
  });

  const submit = (values: BrandFormValues) => {
    const update: BrandSettingsUpdate = {
      companyName: values.companyName.trim(),
      contactEmail: values.contactEmail.trim(),
      websiteUrl: values.websiteUrl.trim(),
      description: values.description.trim(),
      primaryColor: normaliseHexColour(values.primaryColor, DEFAULT_PRIMARY_COLOR),
      secondaryColor: normaliseHexColour(values.secondaryColor, DEFAULT_SECONDARY_COLOR),
      ...(settings.whiteLabelAvailable ? { brandName: values.brandName.trim(), hideProductBrand: values.hideProductBrand } : {}),
      ...(logo !== undefined ? { logo } : {}),
    };
    save.mutate(update);
  };

  // A white-label brand's name stands for the company in the reports, as the server draws them.
  const brandName = settings.whiteLabelAvailable ? (current.brandName ?? '').trim() : '';
  const look: BrandLook = {
    companyName: brandName || (current.companyName ?? ''),
    logoSrc,
    primaryColor: normaliseHexColour(current.primaryColor ?? '', DEFAULT_PRIMARY_COLOR),
    secondaryColor: normaliseHexColour(current.secondaryColor ?? '', DEFAULT_SECONDARY_COLOR),
    contactEmail: current.contactEmail ?? '',
    websiteUrl: current.websiteUrl ?? '',
    description: current.description ?? '',
  };

  const contrast = whiteTextContrast(look.primaryColor);
  const contrastText = contrast.toFixed(1);
  // Under white-label the primary colour draws the app's buttons; the product's own default is not second-guessed.
  const lowContrast = settings.whiteLabelAvailable && contrast < READABLE_CONTRAST && look.primaryColor !== DEFAULT_PRIMARY_COLOR;
  const colourRules = [
    {
      validator: (_: unknown, value: string | undefined) =>
        isHexColour(value?.trim()) ? Promise.resolve() : Promise.reject(new Error(t`Informe a cor em hexadecimal com 6 dígitos, como #3B82F6.`)),
    },
  ];
  const colourItem = (name: 'primaryColor' | 'secondaryColor', label: string, fallback: string, testId: string) => (
    <Form.Item name={name} label={label} rules={colourRules} extra={<Trans>Padrão: {fallback}</Trans>}>
      <ColourField label={label} testId={testId} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} data-testid="brand-form" requiredMark={false}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={24}>
            <BrandReachCard settings={settings} />
            {settings.updatedAt === null && (
              <Alert
                type="info"
                showIcon
                icon={<InfoCircleOutlined />}
                title={<Trans>Nenhuma configuração salva ainda</Trans>}
                description={<Trans>Os relatórios usam as cores padrão e nenhum logo até você salvar a sua marca.</Trans>}
                data-testid="brand-empty"
              />
            )}

            <Card title={<Trans>Informações da empresa</Trans>}>
              <Form.Item name="companyName" label={t`Nome da empresa`} rules={[{ max: 120, message: t`Use no máximo 120 caracteres.` }]}>
                <Input placeholder={t`Ex.: Agência Exemplo`} maxLength={120} data-testid="company-name" />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="contactEmail" label={t`E-mail de contato`} rules={[{ type: 'email', message: t`Email inválido` }]}>
                    <Input type="email" placeholder="contato@empresa.com.br" maxLength={254} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="websiteUrl"
                    label={t`Site`}
                    rules={[
                      {
                        validator: (_, value: string | undefined) =>
                          !value?.trim() || isHttpUrl(value.trim())
                            ? Promise.resolve()
                            : Promise.reject(new Error(t`Informe um endereço completo, com https://`)),
                      },
                    ]}
                  >
                    <Input type="url" placeholder="https://www.empresa.com.br" maxLength={2048} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="description" label={t`Descrição`} style={{ marginBottom: 0 }}>
                <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t`Uma frase sobre a empresa, exibida nos relatórios.`} />
              </Form.Item>
            </Card>

            <Card title={<Trans>Logo</Trans>}>
              <LogoField
                savedUrl={settings.logoUrl}
                value={logo}
                onChange={setLogo}
                error={logoError}
                onError={setLogoError}
                maxBytes={MAX_LOGO_BYTES}
                accept={logoTypes}
                hint={<Trans>PNG ou JPG até 2 MB; recomendado 200x200</Trans>}
              />
            </Card>

            <Card title={<Trans>Cores</Trans>}>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  {colourItem('primaryColor', t`Cor primária`, DEFAULT_PRIMARY_COLOR, 'primary-color')}
                </Col>
                <Col xs={24} sm={12}>
                  {colourItem('secondaryColor', t`Cor secundária`, DEFAULT_SECONDARY_COLOR, 'secondary-color')}
                </Col>
              </Row>
              {lowContrast && (
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

            <WhiteLabelBrandCard settings={settings} />
          </Flex>
        </Col>

        <Col xs={24} lg={10}>
          <Flex vertical gap={16} style={{ position: 'sticky', top: 24 }}>
            <Card
              title={<Trans>Pré-visualização</Trans>}
              // The title wraps beside its button on a phone instead of being cut ('Pré-visualiz…').
              styles={{ title: { whiteSpace: 'normal' } }}
              extra={
                <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)} data-testid="brand-preview-button">
                  <Trans>Visualizar</Trans>
                </Button>
              }
            >
              <BrandReportPreview look={look} />
            </Card>
            <Button type="primary" size="large" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} block data-testid="brand-save">
              {save.isPending ? <Trans>Salvando...</Trans> : <Trans>Salvar configurações</Trans>}
            </Button>
          </Flex>
        </Col>
      </Row>

      <Modal
        open={previewOpen}
        onCancel={() => setPreviewOpen(false)}
        title={t`Pré-visualização do relatório`}
        width="min(760px, calc(100vw - 24px))"
        footer={
          <Button type="primary" onClick={() => setPreviewOpen(false)}>
            <Trans>Fechar</Trans>
          </Button>
        }
      >
        <BrandReportPreview look={look} large />
      </Modal>
    </Form>
  );
}
