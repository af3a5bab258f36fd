import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useProductName } from '@otimiza/sdk/web';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';
import { TestModeBanner } from './TestModeBanner';

/** The frame of the public pages for visitors: logo to /, language switch, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const name = useProductName();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#F5F7FB' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          padding: '12px clamp(12px, 4vw, 32px)',
          background: '#FFFFFF',
          borderBlockEnd: '1px solid rgba(15, 23, 42, 0.08)',
        }}
      >
        <Link to="/" aria-label={name} style={{ textDecoration: 'none' }}>
          <Logo compact={false} />
        </Link>
        <LanguageSwitch />
      </header>
      <TestModeBanner />
      <main style={{ flex: 1, width: '100%', maxWidth: 1160, marginInline: 'auto', padding: 'clamp(16px, 4vw, 40px) clamp(12px, 4vw, 32px)' }}>{children}</main>
      <SiteFooter />
    </div>
  );
}
