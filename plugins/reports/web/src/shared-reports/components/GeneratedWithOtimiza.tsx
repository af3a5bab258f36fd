import { Trans } from '@lingui/react/macro';
import { Flex, Typography } from 'antd';

/**
 * The Otimiza mark under the agency's brand: the report says what produced it. White-label
 * (spec 001) will be the way to remove it; until then every shared report carries it.
 */
export function GeneratedWithOtimiza() {
  return (
    <Flex justify="center" align="center" gap={8} data-testid="generated-with-otimiza">
      <svg width="18" height="18" viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
        <rect width="32" height="32" rx="8" fill="#2563EB" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="3.5" />
        <path d="M16 16l5-5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <Trans>
          Relatório gerado com <strong>Otimiza</strong>
        </Trans>
      </Typography.Text>
    </Flex>
  );
}
