import { Trans } from '@lingui/react/macro';

export function CreatorSection() {
  return (
    <section className="lp-section lp-section-alt" aria-labelledby="lp-creator">
      <div className="lp-container">
        <h2 id="lp-creator">
          <Trans>Feito no Brasil, para sites brasileiros</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>
            O Otimiza nasceu do trabalho diário de otimizar sites de pequenas empresas e agências. A ideia é simples: transformar o que um especialista faz em
            horas (auditar, corrigir e comprovar) em um processo que qualquer pessoa conclui em minutos, com atenção ao que importa no Brasil: português, busca
            local, Pix e a LGPD.
          </Trans>
        </p>
      </div>
    </section>
  );
}
