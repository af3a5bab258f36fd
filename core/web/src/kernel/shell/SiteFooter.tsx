import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { productName, useHostBrand, useSupportContact } from '@otimiza/sdk/web';

/** Footer of the public pages: terms, privacy and support. */
export function SiteFooter({ dark = false }: { dark?: boolean }) {
  const { t } = useLingui();
  const supportEmail = useSupportContact().email;
  const brand = useHostBrand();
  // The copyright line ends with its own full stop: a company name's ('Ltda.') is not doubled.
  const owner = (brand ? brand.companyName || brand.name : productName).replace(/\.$/, '');
  const color = dark ? '#CBD5E1' : 'rgba(15, 23, 42, 0.72)';
  const linkStyle = { color: dark ? '#F8FAFC' : (brand?.primaryColor ?? '#1D4ED8'), textDecoration: 'underline' } as const;
  const year = new Date().getFullYear();
  return (
    <footer
      style={{
        padding: '24px 16px',
        textAlign: 'center',
        color,
        fontSize: 14,
        background: dark ? '#0F172A' : 'transparent',
        borderBlockStart: dark ? 'none' : '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      <nav aria-label={t`Links do rodapé`} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '8px 24px', marginBlockEnd: 8 }}>
        <Link to="/terms" style={linkStyle}>
          <Trans>Termos de Uso</Trans>
        </Link>
        <Link to="/privacy" style={linkStyle}>
          <Trans>Política de Privacidade</Trans>
        </Link>
        {supportEmail && (
          // data-support-email: the server fills in the prerendered landing's address (or removes the link).
          <a href={`mailto:${supportEmail}`} style={linkStyle} data-support-email="">
            <Trans>Suporte: {supportEmail}</Trans>
          </a>
        )}
      </nav>
      <div>
        <Trans>
          © {year} {owner}. Todos os direitos reservados.
        </Trans>
      </div>
      {brand && !brand.hideProductBrand && (
        <div style={{ marginBlockStart: 4, fontSize: 13 }}>
          <Trans>Com tecnologia {productName}</Trans>
        </div>
      )}
    </footer>
  );
}
