import { Trans } from '@lingui/react/macro';
import { useHostBrand } from '@otimiza/sdk/web';
import { Flex, Typography } from 'antd';

/**
 * The Otimiza mark under the agency's brand: the report says what produced it, unless the
 * white-label brand in force removes the product's brand.
 */
export function GeneratedWithOtimiza() {
  if (useHostBrand()?.hideProductBrand) return null;
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
