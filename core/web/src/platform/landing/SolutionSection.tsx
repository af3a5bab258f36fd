import { CheckCircleFilled } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';

export function SolutionSection() {
  return (
    <section className="lp-section lp-section-alt" aria-labelledby="lp-solution">
      <div className="lp-container">
        <h2 id="lp-solution">
          <Trans>A solução: auditar, corrigir e comprovar</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>
            O Otimiza não para no diagnóstico. Ele analisa mais de 50 aspectos do seu site, aplica as correções no HTML da página e mostra o antes e o depois
            com uma nova auditoria.
          </Trans>
        </p>
        <ul className="lp-checks">
          <li>
            <CheckCircleFilled aria-hidden="true" />
            <span>
              <Trans>Quatro notas do Lighthouse: performance, acessibilidade, SEO e boas práticas.</Trans>
            </span>
          </li>
          <li>
            <CheckCircleFilled aria-hidden="true" />
            <span>
              <Trans>HTML otimizado pronto para publicar, com a lista de cada correção aplicada.</Trans>
            </span>
          </li>
          <li>
            <CheckCircleFilled aria-hidden="true" />
            <span>
              <Trans>Prova da melhoria: a página corrigida é auditada de novo, no mesmo navegador.</Trans>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
