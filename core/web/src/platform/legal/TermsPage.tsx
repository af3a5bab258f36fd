import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from 'antd';
import { useSupportContact } from '@otimiza/sdk/web';
import { LegalHeading as Heading, LegalPage } from './LegalPage';

const { Paragraph } = Typography;

/** /terms: the terms of use, short and plain. */
export function TermsPage() {
  const { t } = useLingui();
  const supportEmail = useSupportContact().email;
  return (
    <LegalPage title={t`Termos de Uso`} updated={<Trans>Última atualização: novembro de 2026.</Trans>}>
      <Heading>
        <Trans>1. O serviço</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          O Otimiza analisa endereços de sites informados por você, gera sugestões de melhoria e versões otimizadas do HTML das páginas. As sugestões são
          geradas automaticamente: revise-as antes de publicar. A publicação real (por exemplo, por FTP) só acontece quando você a solicita.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>2. Sua conta</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Você é responsável pelos dados informados no cadastro e por manter sua senha em sigilo. Analise apenas sites que você administra ou tem autorização
          para analisar.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>3. Planos e pagamentos</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Os planos pagos são cobrados mensalmente, em reais, pelos valores exibidos na página de planos. Os limites de análises de cada plano são aplicados por
          mês; no plano Free, o limite é o total de análises. Você pode mudar de plano ou cancelar quando quiser; o acesso pago vale até o fim do período já
          pago.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>4. Uso aceitável</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Não é permitido usar o Otimiza para sobrecarregar sites de terceiros, contornar os limites do plano ou acessar redes privadas. Contas que fizerem isso
          podem ser suspensas.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>5. Responsabilidade</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          As notas e estimativas refletem as auditorias no momento em que foram feitas e podem variar. O Otimiza não garante posições em buscadores nem
          resultados comerciais.
        </Trans>
      </Paragraph>
      {supportEmail && (
        <>
          <Heading>
            <Trans>6. Contato</Trans>
          </Heading>
          <Paragraph>
            <Trans>
              Dúvidas sobre estes termos: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Trans>
          </Paragraph>
        </>
      )}
    </LegalPage>
  );
}
