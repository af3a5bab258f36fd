import { LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Flex, Result } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { pluginsQueryOptions } from '../../kernel/api/plugins';
import { areaPromptFor, type AreaPrompt } from './areaPrompts';
import { returnPathParam, safeReturnPath } from './returnPath';
import { usePrimaryColour } from '@otimiza/sdk/web';

/**
 * What a visitor sees on any page that needs an account: 'Acesso Restrito', the
 * area's own prompt where it has one, and 'Fazer Login', which comes back here.
 */
export function RestrictedAccess() {
  const primary = usePrimaryColour();
  const { t, i18n } = useLingui();
  const pluginPrompts = useQuery(pluginsQueryOptions()).data?.loginPrompts ?? [];
  useDocumentTitle(t`Acesso Restrito`);
  const pathname = useLocation({ select: (location) => location.pathname });
  // The path with its search: the page to come back to after logging in.
  const href = useLocation({ select: (location) => location.href });
  const prompt = areaPromptFor(pathname, pluginPrompts);
  const promptText = (area: AreaPrompt) => (area.kind === 'host' ? i18n._(area.message) : i18n.locale.startsWith('en') ? area.text.en : area.text.pt);
  const back = safeReturnPath(href);
  return (
    <Result
      icon={<LockOutlined style={{ color: primary }} />}
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          <Trans>Acesso Restrito</Trans>
        </h1>
      }
      subTitle={
        <span data-testid="restricted-prompt" data-area={prompt ? pathname : undefined}>
          {prompt ? promptText(prompt) : <Trans>Você precisa fazer login para acessar esta página.</Trans>}
        </span>
      }
      extra={
        <Flex gap={12} justify="center" wrap>
          <LinkButton to="/login" search={back ? { [returnPathParam]: back } : {}} buttonType="primary" size="large">
            <Trans>Fazer Login</Trans>
          </LinkButton>
          <LinkButton to="/register" size="large">
            <Trans>Criar Conta</Trans>
          </LinkButton>
        </Flex>
      }
    />
  );
}
