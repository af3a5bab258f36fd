import type { HostBrand } from '@otimiza/sdk/shared';
import { useHostBrand } from '@otimiza/sdk/web';
import { Typography } from 'antd';

/** The Otimiza mark and, when there is room, the name — or the host's brand (white-label) in their place. */
export function Logo({ compact }: { compact: boolean }) {
  const brand = useHostBrand();
  if (brand) return <BrandLogo brand={brand} compact={compact} />;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
        <rect width="32" height="32" rx="8" fill="#3B82F6" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="3.5" />
        <path d="M16 16l5-5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {!compact && (
        <Typography.Text strong style={{ fontSize: 20, letterSpacing: -0.3, whiteSpace: 'nowrap' }}>
          Otimiza
        </Typography.Text>
      )}
    </div>
  );
}

/** A brand's logo (or its initial on its colours) and its name. */
function BrandLogo({ brand, compact }: { brand: HostBrand; compact: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }} data-testid="host-brand">
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" width={32} height={32} style={{ flex: 'none', objectFit: 'contain', borderRadius: 6 }} />
      ) : (
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 32,
            height: 32,
            borderRadius: 8,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#FFFFFF',
            fontWeight: 700,
            fontSize: 16,
            background: `linear-gradient(135deg, ${brand.primaryColor}, ${brand.secondaryColor})`,
          }}
        >
          {brand.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      {!compact && (
        <Typography.Text strong ellipsis style={{ fontSize: 20, letterSpacing: -0.3, whiteSpace: 'nowrap', color: brand.primaryColor }}>
          {brand.name}
        </Typography.Text>
      )}
    </div>
  );
}
