import { Trans } from '@lingui/react/macro';
import { productName, useHostBrand } from '@otimiza/sdk/web';
import { Typography } from 'antd';

/** What produced the report, under the agency's brand, unless the white-label brand in force removes the product's name. */
export function GeneratedWithProduct() {
  if (useHostBrand()?.hideProductBrand) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="shared-site-report-product">
      <Trans>
        Relatório gerado com <strong>{productName}</strong>
      </Trans>
    </Typography.Text>
  );
}
