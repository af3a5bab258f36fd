import { CheckCircleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@otimiza/sdk/web';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Flex, Input, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { answerSurvey, publicSurveyQueryOptions } from '../api/cs';

/** /nps/{token}: the one-question page a client opens from an e-mail (no account), with an optional CSAT and comment. */
export default function NpsSurveyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pesquisa de satisfação`);
  const { token } = useParams({ strict: false }) as { token: string };
  const survey = useQuery(publicSurveyQueryOptions(token));
  const [score, setScore] = useState<number | null>(null);
  const [csat, setCsat] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const answer = useMutation({ mutationFn: () => answerSurvey(token, { score: score!, ...(csat ? { csat } : {}), comment }) });

  return (
    <Flex justify="center" style={{ padding: '32px 12px' }}>
      <Card style={{ width: '100%', maxWidth: 640 }} data-testid="nps-survey">
        {survey.isPending ? (
          <Skeleton active />
        ) : survey.error ? (
          <Result status="404" title={t`Pesquisa não encontrada`} subTitle={t`O link expirou ou não é mais válido.`} />
        ) : answer.isSuccess ? (
          <Result
            icon={<CheckCircleOutlined />}
            status="success"
            title={t`Obrigado pela resposta!`}
            subTitle={t`Sua opinião ajuda ${survey.data.askedBy} a atender você melhor.`}
          />
        ) : (
          <Flex vertical gap={20}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              <Trans>De 0 a 10, quanto você recomendaria {survey.data.askedBy} a um amigo ou colega?</Trans>
            </Typography.Title>
            {survey.data.answered && <Alert type="info" showIcon title={t`Você já respondeu por este link; uma nova resposta substitui a anterior.`} />}
            <Flex gap={6} wrap role="radiogroup" aria-label={t`Nota de 0 a 10`}>
              {Array.from({ length: 11 }, (_, value) => (
                <Button
                  key={value}
                  role="radio"
                  aria-checked={score === value}
                  type={score === value ? 'primary' : 'default'}
                  onClick={() => setScore(value)}
                  style={{ minWidth: 44, minHeight: 44 }}
                  data-testid={`nps-${value}`}
                >
                  {value}
                </Button>
              ))}
            </Flex>
            <Flex justify="space-between">
              <Typography.Text type="secondary">{t`Nada provável`}</Typography.Text>
              <Typography.Text type="secondary">{t`Muito provável`}</Typography.Text>
            </Flex>
            <Flex vertical gap={6}>
              <Typography.Text>{t`Qual a sua satisfação com o atendimento? (opcional)`}</Typography.Text>
              <Flex gap={6} role="radiogroup" aria-label={t`Satisfação de 1 a 5`}>
                {[1, 2, 3, 4, 5].map((value) => (
                  <Button
                    key={value}
                    role="radio"
                    aria-checked={csat === value}
                    type={csat === value ? 'primary' : 'default'}
                    onClick={() => setCsat(csat === value ? null : value)}
                    style={{ minWidth: 44, minHeight: 44 }}
                  >
                    {value}
                  </Button>
                ))}
              </Flex>
            </Flex>
            <Input.TextArea
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={1000}
              rows={3}
              placeholder={t`Quer contar mais? (opcional)`}
              aria-label={t`Comentário`}
            />
            {answer.error && <Alert type="error" showIcon title={answer.error.message} />}
            <Button type="primary" size="large" disabled={score === null} loading={answer.isPending} onClick={() => answer.mutate()} data-testid="nps-send">
              <Trans>Enviar resposta</Trans>
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
