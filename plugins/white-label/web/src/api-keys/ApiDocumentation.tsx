import { Trans, useLingui } from '@lingui/react/macro';
import { Descriptions, Typography } from 'antd';

/** The public API's routes (its OpenAPI document describes each); starting an audit is a POST with a JSON body. */
const endpoints = [
  ['POST', '/analyze { "url": "https://…", "strategy": "desktop" }'],
  ['GET', '/analyses/{id}'],
  ['GET', '/reports'],
  ['POST', '/reports'],
  ['GET', '/analytics'],
] as const;

/** The public API in short: base URL, the Bearer header, the endpoints, and the OpenAPI document. */
export function ApiDocumentation({ baseUrl, docsUrl }: { baseUrl: string; docsUrl: string }) {
  const { t } = useLingui();
  return (
    <Descriptions column={1} size="small" bordered data-testid="api-documentation">
      <Descriptions.Item label={<Trans>URL base</Trans>}>
        <Typography.Text code copyable>
          {baseUrl}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={<Trans>Autorização</Trans>}>
        <Typography.Text code>Authorization: Bearer &lt;{t`sua-chave`}&gt;</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={<Trans>Endpoints</Trans>}>
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {endpoints.map(([method, path]) => (
            <li key={`${method} ${path}`}>
              <Typography.Text code>
                {method} {path}
              </Typography.Text>
            </li>
          ))}
        </ul>
      </Descriptions.Item>
      <Descriptions.Item label={<Trans>Documentação</Trans>}>
        <Typography.Link href={docsUrl} target="_blank" rel="noreferrer">
          <Trans>Documento OpenAPI da API pública</Trans>
        </Typography.Link>
      </Descriptions.Item>
    </Descriptions>
  );
}
