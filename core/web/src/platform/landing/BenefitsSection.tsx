import { CheckCircleFilled } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Benefit({ children }: { children: ReactNode }) {
  return (
    <li>
      <CheckCircleFilled aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

export function BenefitsSection() {
  return (
    <section className="lp-section" aria-labelledby="lp-benefits">
      <div className="lp-container">
        <h2 id="lp-benefits">
          <Trans>Benefícios para o seu negócio</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>Melhorias técnicas que viram resultado: mais visitas, mais contatos e mais vendas.</Trans>
        </p>
        <ul className="lp-checks">
          <Benefit>
            <Trans>Mais visitantes vindos das buscas do Google</Trans>
          </Benefit>
          <Benefit>
            <Trans>Páginas que carregam rápido também no celular</Trans>
          </Benefit>
          <Benefit>
            <Trans>Um site que todas as pessoas conseguem usar</Trans>
          </Benefit>
          <Benefit>
            <Trans>Decisões tomadas com dados reais, não com achismos</Trans>
          </Benefit>
          <Benefit>
            <Trans>Relatórios prontos para apresentar a clientes e sócios</Trans>
          </Benefit>
          <Benefit>
            <Trans>Interface e relatórios em português e em inglês</Trans>
          </Benefit>
        </ul>
      </div>
    </section>
  );
}
