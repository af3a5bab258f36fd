import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceKeyProperty } from '@otimiza/sdk/server';
import type { MarketDataset } from '@otimiza/plugin-bi-shared';

/** The market dataset the workspace uploaded (one per workspace, replaced by the next upload), with its cited source. */
export const BiMarketDatasetSchema = defineEntity({
  name: 'BiMarketDataset',
  tableName: 'bi_market_dataset',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    data: p.json<MarketDataset>(),
    uploadedAt: p.datetime().fieldName('uploaded_at'),
  },
});
export type BiMarketDataset = InferEntity<typeof BiMarketDatasetSchema>;
