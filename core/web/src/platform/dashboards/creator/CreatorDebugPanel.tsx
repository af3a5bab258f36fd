import { BugOutlined, CopyOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser, HealthResponse } from '@otimiza/sdk/shared';
import { apiFetch, siteInfoQueryOptions } from '@otimiza/sdk/web';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Tag, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { systemStatusQueryOptions } from '../../api/apiHealth';
import { pluginsQueryOptions } from '../../../kernel/api/plugins';
import { useToast } from '../../../kernel/app/toast';
import { useEntitlements } from '../useEntitlements';
import { debugShortcutMatches } from './debugShortcut';

/** Whether the creator's debug panel is open: hidden until asked for. */
export const debugPanelStore = proxy({ open: false });

export const openDebugPanel = () => {
  debugPanelStore.open = true;
};

const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => apiFetch<HealthResponse>('/api/health', { signal }),
    staleTime: 30_000,
    retry: false,
  });

/**
 * The creator's debug panel: hidden by default, opened from the creator dashboard or with
 * Ctrl+Alt+D (⌃⌥D) on any page, in creator mode only. It shows what the server decided for this
 * session — identity, mode, plan, features, usage, the plugins in use — and what this instance runs
 * on. Read only: identity, plan and mode come from the server session, and nothing here changes
 * them (the original's stored creator and demo flags have no counterpart).
 */
export function CreatorDebugPanel({ user }: { user: ApiUser }) {
  const { open } = useSnapshot(debugPanelStore);
  const { t, i18n } = useLingui();
  const toast = useToast();
  const compact = !Grid.useBreakpoint().md;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!debugShortcutMatches(event)) return;
      event.preventDefault();
      debugPanelStore.open = !debugPanelStore.open;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const entitlements = useEntitlements();
  const plugins = useQuery({ ...pluginsQueryOptions(), enabled: open });
  const system = useQuery({ ...systemStatusQueryOptions(), enabled: open });
  const health = useQuery({ ...healthQueryOptions(), enabled: open });
  const site = useQuery(siteInfoQueryOptions());

  const snapshot = {
    user: { id: user.id, email: user.email, mode: user.mode, isAdmin: user.isAdmin, plan: user.plan.name, workspace: user.workspace },
    entitlements: entitlements.data ?? null,
    plugins: plugins.data ? { inUse: plugins.data.plugins.map((plugin) => plugin.id), locked: plugins.data.locked.map((plugin) => plugin.id) } : null,
    instance: { environment: site.data?.environment ?? null, health: health.data ?? null, system: system.data ?? null },
    browser: { language: i18n.locale, userAgent: navigator.userAgent },
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(snapshot, null, 2));
      toast.success({ title: t`Copiado!` });
    } catch {
      toast.error({ title: t`Não foi possível copiar` });
    }
  };

  const loading = <Typography.Text type="secondary">…</Typography.Text>;
  const list = (items: readonly string[]) =>
    items.length === 0 ? (
      <Typography.Text type="secondary">
        <Trans>nenhum</Trans>
      </Typography.Text>
    ) : (
      <Flex gap={4} wrap>
        {items.map((item) => (
          <Tag key={item} style={{ marginInlineEnd: 0 }}>
            {item}
          </Tag>
        ))}
      </Flex>
    );
  const code = (value: ReactNode) => (
    <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Typography.Text>
  );
  const descriptions = { column: 1, size: 'small', bordered: true, layout: compact ? 'vertical' : 'horizontal' } as const;
  const analyses = entitlements.data?.analyses;

  return (
    <Drawer
      open={open}
      onClose={() => (debugPanelStore.open = false)}
      title={
        <Flex align="center" gap={8}>
          <BugOutlined aria-hidden="true" />
          <Trans>Painel de depuração</Trans>
        </Flex>
      }
      size="min(600px, 100vw)"
      extra={
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          <Trans>Copiar JSON</Trans>
        </Button>
      }
    >
      <Flex vertical gap={20} data-testid="creator-debug-panel">
        <Alert
          type="info"
          showIcon
          title={<Trans>Somente leitura</Trans>}
          description={
            <Trans>
              Identidade, plano e modo vêm da sessão no servidor, a cada pedido: nada aqui os altera. Para ver o Otimiza como um usuário comum, use “Ver como
              usuário comum” no painel do criador.
            </Trans>
          }
        />
        <Descriptions
          {...descriptions}
          title={<Trans>Sessão</Trans>}
          items={[
            { key: 'email', label: t`E-mail`, children: code(user.email) },
            { key: 'id', label: t`ID do usuário`, children: code(user.id) },
            { key: 'mode', label: t`Modo`, children: <span data-testid="debug-mode">{code(user.mode)}</span> },
            { key: 'admin', label: t`Administrador`, children: user.isAdmin ? t`sim` : t`não` },
            {
              key: 'workspace',
              label: t`Espaço de trabalho`,
              children: (
                <>
                  {user.workspace.name} {code(user.workspace.id)}
                </>
              ),
            },
            { key: 'role', label: t`Papel`, children: code(user.workspace.role) },
          ]}
        />
        <Descriptions
          {...descriptions}
          title={<Trans>Plano e limites</Trans>}
          items={[
            { key: 'plan', label: t`Plano em vigor`, children: <span data-testid="debug-plan">{code(user.plan.name)}</span> },
            { key: 'base', label: t`Plano do espaço`, children: entitlements.data ? code(entitlements.data.basePlan) : loading },
            {
              key: 'analyses',
              label: t`Análises no período`,
              children: analyses ? (
                <UsageLine used={analyses.used} inFlight={analyses.inFlight} limit={analyses.limit ?? '∞'} period={`${analyses.period}, ${analyses.month}`} />
              ) : (
                loading
              ),
            },
            { key: 'features', label: t`Recursos`, children: entitlements.data ? list(entitlements.data.features) : loading },
          ]}
        />
        <Descriptions
          {...descriptions}
          title={<Trans>Plugins</Trans>}
          items={[
            { key: 'in-use', label: t`Em uso`, children: plugins.data ? list(plugins.data.plugins.map((plugin) => plugin.id)) : loading },
            { key: 'locked', label: t`Bloqueados pelo plano`, children: plugins.data ? list(plugins.data.locked.map((plugin) => plugin.id)) : loading },
            { key: 'refused', label: t`Recusados no início`, children: health.data ? list(health.data.plugins.refused.map((plugin) => plugin.id)) : loading },
          ]}
        />
        <Descriptions
          {...descriptions}
          title={<Trans>Instância</Trans>}
          items={[
            { key: 'environment', label: t`Modo de execução`, children: site.data ? code(site.data.environment) : loading },
            { key: 'version', label: t`Versão`, children: health.data ? code(health.data.version) : loading },
            { key: 'role', label: t`Papel do processo`, children: health.data ? code(health.data.role) : loading },
            { key: 'database', label: t`Banco de dados`, children: health.data ? code(health.data.database.kind) : loading },
            { key: 'queue', label: t`Fila de tarefas`, children: health.data ? code(health.data.queue.driver) : loading },
            { key: 'browser', label: t`Navegador das auditorias`, children: health.data ? code(health.data.browser.source ?? '—') : loading },
            { key: 'payments', label: t`Pagamentos`, children: system.data ? code(system.data.paymentsMode) : loading },
            {
              key: 'ai',
              label: t`IA`,
              children: system.data ? code(system.data.ai.available ? (system.data.ai.model ?? 'on') : 'off') : loading,
            },
          ]}
        />
        <Descriptions
          {...descriptions}
          title={<Trans>Este navegador</Trans>}
          items={[{ key: 'language', label: t`Idioma da interface`, children: code(i18n.locale) }]}
        />
      </Flex>
    </Drawer>
  );
}

function UsageLine({ used, inFlight, limit, period }: { used: number; inFlight: number; limit: number | string; period: string }) {
  return (
    <Trans>
      {used} feitas, {inFlight} em andamento, limite {limit} ({period})
    </Trans>
  );
}
