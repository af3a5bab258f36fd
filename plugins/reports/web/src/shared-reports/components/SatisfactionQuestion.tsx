import { Trans, useLingui } from '@lingui/react/macro';
import { apiFetch } from '@otimiza/sdk/web';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';

/** The NPS question customer success asks on the page (0–10, one click), posted to the address the server gave; no cookie is set. */
export function SatisfactionQuestion({ answerPath, company, color }: { answerPath: string; company: string; color: string }) {
  const { t } = useLingui();
  const answer = useMutation({ mutationFn: (score: number) => apiFetch<{ recorded: true }>(answerPath, { method: 'POST', json: { score } }) });
  return (
    <Card data-testid="public-report-nps">
      {answer.isSuccess ? (
        <Typography.Text strong>
          <Trans>Obrigado pela resposta!</Trans>
        </Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {company ? (
              <Trans>De 0 a 10, quanto você recomendaria {company} a um amigo ou colega?</Trans>
            ) : (
              <Trans>De 0 a 10, quanto você recomendaria este trabalho a um amigo ou colega?</Trans>
            )}
          </Typography.Title>
          <Flex gap={6} wrap role="group" aria-label={t`Nota de 0 a 10`}>
            {Array.from({ length: 11 }, (_, score) => (
              <Button
                key={score}
                onClick={() => answer.mutate(score)}
                disabled={answer.isPending}
                style={{ minWidth: 44, minHeight: 44, borderColor: color }}
                data-testid={`public-report-nps-${score}`}
              >
                {score}
              </Button>
            ))}
          </Flex>
          {answer.error && <Alert type="error" showIcon title={answer.error.message} />}
        </Flex>
      )}
    </Card>
  );
}
