import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { restoreFix, skipFix, skippedFixesQueryKey, skippedFixesQueryOptions } from '../../api/skippedFixes';

/**
 * One fix a proof names as a possible cause of a regression, with the way to drop it: the fixer then
 * leaves it out of the workspace's next analyses (and can apply it again from here).
 */
export function DropFixButton({ fixId, title }: { fixId: string; title: string }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const skipped = useQuery(skippedFixesQueryOptions());
  const isSkipped = skipped.data?.skippedFixes.some((entry) => entry.fixId === fixId) ?? false;
  const change = useMutation({
    mutationFn: () => (isSkipped ? restoreFix(fixId) : skipFix(fixId)),
    onSuccess: (list) => queryClient.setQueryData(skippedFixesQueryKey, list),
    onError: () => notification.error({ title: t`Não foi possível mudar a correção`, description: t`Tente de novo em instantes.` }),
  });
  return (
    <Flex align="center" gap={8} wrap data-testid="drop-fix" data-fix-id={fixId} data-skipped={isSkipped}>
      <Typography.Text>{title}</Typography.Text>
      {isSkipped && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>não será aplicada nas próximas análises</Trans>
        </Typography.Text>
      )}
      <Button size="small" loading={change.isPending} disabled={skipped.isLoading} onClick={() => change.mutate()}>
        {isSkipped ? <Trans>Voltar a aplicar</Trans> : <Trans>Não aplicar nas próximas análises</Trans>}
      </Button>
    </Flex>
  );
}
