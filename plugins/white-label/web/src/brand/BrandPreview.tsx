import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, Typography } from 'antd';

export interface BrandLook {
  brandName: string;
  companyName: string;
  logoSrc: string | null;
  primaryColor: string;
  secondaryColor: string;
  hideProductBrand: boolean;
}

/**
 * What a client sees under the brand's domain, drawn from the form as it is typed: the header with
 * the logo and name, the login card with its primary button and secondary accent, and the footer.
 */
export function BrandPreview({ look }: { look: BrandLook }) {
  const { t } = useLingui();
  const name = look.brandName.trim() || t`Sua marca`;
  // As the domain's footer writes it: the company (or the brand), its own full stop not doubled.
  const owner = (look.companyName.trim() || name).replace(/\.$/, '');
  const year = new Date().getFullYear();
  return (
    <div
      data-testid="brand-preview"
      role="figure"
      aria-label={t`Pré-visualização da marca ${name}`}
      style={{ border: '1px solid rgba(15, 23, 42, 0.12)', borderRadius: 12, overflow: 'hidden', background: '#F5F7FB' }}
    >
      <Flex align="center" gap={10} style={{ padding: '10px 14px', background: '#FFFFFF', borderBottom: '1px solid rgba(15, 23, 42, 0.08)' }}>
        {look.logoSrc ? (
          <img src={look.logoSrc} alt="" width={28} height={28} style={{ objectFit: 'contain', borderRadius: 6 }} />
        ) : (
          <span
            aria-hidden="true"
            style={{
              width: 28,
              height: 28,
              borderRadius: 7,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#FFFFFF',
              fontWeight: 700,
              background: `linear-gradient(135deg, ${look.primaryColor}, ${look.secondaryColor})`,
            }}
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <Typography.Text strong ellipsis style={{ fontSize: 16, color: look.primaryColor }} data-testid="brand-preview-name">
          {name}
        </Typography.Text>
      </Flex>
      <div style={{ padding: 20 }}>
        <div style={{ background: '#FFFFFF', borderRadius: 10, padding: 16, borderTop: `4px solid ${look.secondaryColor}` }}>
          <Typography.Text strong style={{ display: 'block', fontSize: 16, marginBottom: 10 }}>
            <Trans>Entrar</Trans>
          </Typography.Text>
          <div style={{ height: 28, borderRadius: 6, border: '1px solid #D9DEE7', marginBottom: 8 }} />
          <div style={{ height: 28, borderRadius: 6, border: '1px solid #D9DEE7', marginBottom: 12 }} />
          <div
            style={{ background: look.primaryColor, color: '#FFFFFF', borderRadius: 6, textAlign: 'center', padding: '6px 0', fontWeight: 600 }}
            data-testid="brand-preview-button"
          >
            <Trans>Entrar</Trans>
          </div>
          <Typography.Text style={{ display: 'block', marginTop: 10, fontSize: 12, color: look.secondaryColor }}>
            <Trans>Esqueci minha senha</Trans>
          </Typography.Text>
        </div>
      </div>
      <div style={{ padding: '8px 14px 12px', textAlign: 'center', fontSize: 12, color: 'rgba(15, 23, 42, 0.68)' }}>
        <div>
          <Trans>
            © {year} {owner}. Todos os direitos reservados.
          </Trans>
        </div>
        {!look.hideProductBrand && (
          <div data-testid="brand-preview-product">
            <Trans>Com tecnologia Otimiza</Trans>
          </div>
        )}
      </div>
    </div>
  );
}
