import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Step({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className="lp-card" style={{ listStyle: 'none' }}>
      <span className="lp-step-number" aria-hidden="true">
        {number}
      </span>
      <h3>{title}</h3>
      <p>{children}</p>
    </li>
  );
}

export function StepsSection() {
  return (
    <section className="lp-section lp-section-alt" aria-labelledby="lp-steps">
      <div className="lp-container">
        <h2 id="lp-steps">
          <Trans>Como funciona, em três passos</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>Do endereço do site ao HTML corrigido, com resultados em 30 a 60 segundos.</Trans>
        </p>
        <ol className="lp-grid" style={{ padding: 0, margin: 0 }}>
          <Step number={1} title={<Trans>Informe o endereço</Trans>}>
            <Trans>Digite o endereço do seu site e escolha a análise para desktop ou para celular.</Trans>
          </Step>
          <Step number={2} title={<Trans>Receba as correções</Trans>}>
            <Trans>Veja as notas, os problemas encontrados e o HTML da página já corrigido.</Trans>
          </Step>
          <Step number={3} title={<Trans>Comprove o resultado</Trans>}>
            <Trans>A página corrigida é auditada de novo: você vê o antes e o depois lado a lado.</Trans>
          </Step>
        </ol>
      </div>
    </section>
  );
}
