import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LanguageSwitch } from '../../kernel/shell/LanguageSwitch';
import { Logo } from '../../kernel/shell/Logo';
import { TryNowButton } from './TryNowButton';

/** Logo, the language switch, the login link and the try-now button. */
export function LandingHeader() {
  const { t } = useLingui();
  return (
    <header className="lp-header">
      <div className="lp-container lp-header-row">
        <Link to="/" aria-label={t`Otimiza, página inicial`} className="lp-header-logo">
          <Logo compact={false} />
        </Link>
        <LanguageSwitch />
        <div className="lp-header-actions">
          <Link to="/login" className="lp-link">
            <Trans>Entrar</Trans>
          </Link>
          <TryNowButton size="middle" />
        </div>
      </div>
    </header>
  );
}
