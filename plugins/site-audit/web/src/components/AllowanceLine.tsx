import { Trans } from '@lingui/react/macro';
import type { SiteAuditAllowance } from '@otimiza/plugin-site-audit-shared';
import { Typography } from 'antd';
import { allowanceFigures } from '../lib/allowance';

/** "3 de 10 auditorias de site este mês · até 100 páginas por auditoria", as the server counted them. */
export function AllowanceLine({ allowance }: { allowance: SiteAuditAllowance }) {
  const { used, perMonth, pagesPerRun, none, exhausted } = allowanceFigures(allowance);
  if (none) {
    return (
      <Typography.Text type="secondary" data-testid="site-audit-allowance">
        <Trans>O seu plano não inclui auditorias de site.</Trans>
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type={exhausted ? 'warning' : 'secondary'} data-testid="site-audit-allowance">
      <Trans>
        {used} de {perMonth} auditorias de site este mês · até {pagesPerRun} páginas por auditoria
      </Trans>
    </Typography.Text>
  );
}
