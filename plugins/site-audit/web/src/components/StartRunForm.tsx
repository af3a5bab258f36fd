import { ClusterOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditAllowance, SiteAuditRunView, StartSiteAudit } from '@otimiza/plugin-site-audit-shared';
import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared/manifest';
import type { FeatureKey } from '@otimiza/sdk/shared';
import { UpgradeRequiredCard, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Segmented, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { siteAuditWorkspaceSettingsQueryOptions } from '../api/runs';
import { useStartRun } from '../hooks/useStartRun';
import { allowanceFigures } from '../lib/allowance';
import { startFailure, type StartFailure } from '../lib/startFailure';
import { AllowanceLine } from './AllowanceLine';

interface FormValues {
  url: string;
  strategy: 'mobile' | 'desktop';
  samplePerGroup: number;
  auditAll: boolean;
}

/** The Enterprise feature of auditing every page instead of samples (the manifest's second feature). */
const auditAllFeature = 'siteAuditAllPages';

/**
 * The start form: the site's address, the device, the pages audited per template (or every page,
 * on Enterprise), and the month's allowance. The server checks everything again: a refused address
 * shows under its field, the plan's refusal as the upgrade card, the month's limit as a warning.
 */
export function StartRunForm({ allowance, onStarted }: { allowance: SiteAuditAllowance | undefined; onStarted: (run: SiteAuditRunView) => void }) {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const [form] = Form.useForm<FormValues>();
  const [failure, setFailure] = useState<StartFailure | null>(null);
  const [upgradeFeature, setUpgradeFeature] = useState<FeatureKey>(siteAuditManifest.requiredFeature);
  const start = useStartRun(onStarted);
  const auditAll = Form.useWatch('auditAll', form) ?? false;
  const figures = allowance ? allowanceFigures(allowance) : null;
  const canAuditAll = allowance?.canAuditAll ?? false;
  const blocked = figures !== null && (figures.none || figures.exhausted);
  // The workspace's defaults (set by its owners on /account) replace the form's first values until the user changes them.
  const defaults = useQuery(siteAuditWorkspaceSettingsQueryOptions()).data?.values;
  useEffect(() => {
    if (!defaults) return;
    const untouched = (['strategy', 'samplePerGroup'] as const).filter((name) => !form.isFieldTouched(name));
    const values = { strategy: defaults['defaultStrategy'], samplePerGroup: defaults['defaultSamplePerGroup'] } as Partial<FormValues>;
    form.setFieldsValue(Object.fromEntries(untouched.map((name) => [name, values[name]])));
  }, [defaults, form]);

  const submit = (values: FormValues) => {
    setFailure(null);
    const input: StartSiteAudit = { url: values.url.trim(), strategy: values.strategy, samplePerGroup: values.samplePerGroup, auditAll: values.auditAll };
    start.mutate(input, {
      onError: (error) => {
        const refused = startFailure(error);
        if (refused.kind === 'field') {
          form.setFields([{ name: refused.field, errors: [refused.message] }]);
          return;
        }
        setUpgradeFeature(values.auditAll ? auditAllFeature : siteAuditManifest.requiredFeature);
        setFailure(refused);
      },
    });
  };

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <ClusterOutlined style={{ color: primary }} aria-hidden="true" />
          <Trans>Nova auditoria de site</Trans>
        </Flex>
      }
      data-testid="site-audit-start"
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Trans>
            Informe o endereço do site (ou de uma parte dele, como https://loja.com.br/blog). As páginas são descobertas pelo robots.txt, pelos sitemaps e pelos
            links, agrupadas por modelo, e cada modelo é auditado numa amostra.
          </Trans>
        </Typography.Paragraph>
        {allowance && <AllowanceLine allowance={allowance} />}
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ url: '', strategy: 'mobile', samplePerGroup: 5, auditAll: false }}
          onFinish={submit}
          onValuesChange={() => setFailure(null)}
          disabled={start.isPending}
          // Addresses without a scheme are read by the server: the browser's own URL check would refuse them.
          noValidate
        >
          <Form.Item<FormValues>
            name="url"
            label={t`Endereço do site`}
            rules={[
              { required: true, whitespace: true, message: t`Informe o endereço do site.` },
              { max: 2048, message: t`O endereço pode ter até 2048 caracteres.` },
            ]}
          >
            <Input size="large" inputMode="url" autoComplete="url" placeholder={t`https://loja.com.br`} maxLength={2048} data-testid="site-audit-url" />
          </Form.Item>
          <Flex wrap align="flex-start" style={{ columnGap: 24 }}>
            <Form.Item<FormValues> name="strategy" label={t`Dispositivo`}>
              <Segmented
                options={[
                  { value: 'mobile', label: t`Celular`, icon: <MobileOutlined /> },
                  { value: 'desktop', label: t`Computador`, icon: <DesktopOutlined /> },
                ]}
              />
            </Form.Item>
            <Form.Item<FormValues>
              name="samplePerGroup"
              label={t`Páginas por modelo`}
              tooltip={t`Quantas páginas de cada modelo (ex.: /produtos/:slug) são auditadas; as outras são representadas por elas.`}
              rules={[{ required: true, type: 'integer', min: 1, max: 50, message: t`As páginas por modelo vão de 1 a 50.` }]}
            >
              <InputNumber min={1} max={50} precision={0} disabled={auditAll} style={{ width: 120 }} data-testid="site-audit-sample" />
            </Form.Item>
            <Form.Item<FormValues>
              label={
                <Flex gap={6} align="center">
                  <Trans>Auditar todas as páginas</Trans>
                  {!canAuditAll && <Tag color="gold">Enterprise</Tag>}
                </Flex>
              }
              extra={figures && !figures.none ? <AuditAllExtra pagesPerRun={figures.pagesPerRun} /> : undefined}
            >
              <Form.Item<FormValues> name="auditAll" valuePropName="checked" noStyle>
                <Switch disabled={!canAuditAll} aria-label={t`Auditar todas as páginas`} data-testid="site-audit-all" />
              </Form.Item>
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" size="large" loading={start.isPending} disabled={blocked} data-testid="site-audit-submit">
            <Trans>Auditar site</Trans>
          </Button>
        </Form>
        {figures?.exhausted && !failure && (
          <Alert type="warning" showIcon title={<Trans>As auditorias de site deste mês acabaram. O limite volta no início do próximo mês.</Trans>} />
        )}
        {failure?.kind === 'upgrade' && <UpgradeRequiredCard feature={upgradeFeature} title={failure.message} />}
        {failure?.kind === 'monthly-limit' && <Alert type="warning" showIcon title={failure.message} data-testid="site-audit-monthly-limit" />}
        {failure?.kind === 'other' && (
          <Alert
            type="error"
            showIcon
            title={<Trans>Não foi possível iniciar a auditoria</Trans>}
            description={failure.message}
            data-testid="site-audit-start-error"
          />
        )}
      </Flex>
    </Card>
  );
}

function AuditAllExtra({ pagesPerRun }: { pagesPerRun: number }) {
  return <Trans>Em vez de amostras, até {pagesPerRun} páginas.</Trans>;
}
