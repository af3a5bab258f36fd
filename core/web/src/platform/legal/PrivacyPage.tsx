import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from 'antd';
import { useSupportContact } from '@otimiza/sdk/web';
import { LegalHeading as Heading, LegalPage } from './LegalPage';

const { Paragraph } = Typography;

/** /privacy: what is collected, why, and the holder's rights under the LGPD. */
export function PrivacyPage() {
  const { t } = useLingui();
  const supportEmail = useSupportContact().email;
  return (
    <LegalPage title={t`Política de Privacidade`} updated={<Trans>Última atualização: novembro de 2026.</Trans>}>
      <Heading>
        <Trans>1. Dados que coletamos</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Nome, sobrenome e e-mail informados no cadastro; os endereços de sites que você analisa e os resultados das análises; e dados técnicos de acesso, como
          o cookie de sessão. Senhas são guardadas apenas como hash, nunca em texto.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>2. Para que usamos</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Para prestar o serviço (análises, relatórios e a sua conta), enviar e-mails necessários, como a confirmação de cadastro e os relatórios que você
          programar, e para cumprir obrigações legais. Não vendemos seus dados.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>3. Cookies e armazenamento local</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Usamos um cookie de sessão para manter você conectado. No navegador guardamos apenas preferências, como o idioma da interface e o plano escolhido
          antes do cadastro.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>4. Compartilhamento</Trans>
      </Heading>
      <Paragraph>
        <Trans>
          Compartilhamos dados apenas com os fornecedores necessários ao serviço, como o envio de e-mails e o processamento de pagamentos, e somente na medida
          do necessário.
        </Trans>
      </Paragraph>
      <Heading>
        <Trans>5. Seus direitos (LGPD)</Trans>
      </Heading>
      <Paragraph>
        {supportEmail ? (
          <Trans>
            Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, e revogar consentimentos, pelo e-mail{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Respondemos em até 15 dias.
          </Trans>
        ) : (
          <Trans>
            Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, e revogar consentimentos, ao responsável por esta instalação do Otimiza.
            Respondemos em até 15 dias.
          </Trans>
        )}
      </Paragraph>
    </LegalPage>
  );
}
