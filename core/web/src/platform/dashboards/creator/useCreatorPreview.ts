import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCreatorPreview } from '../../api/creatorPreview';
import { useToast } from '../../../kernel/app/toast';
import { applySessionChange } from '../../session/sessionChanged';

/**
 * 'Ver como usuário comum' and back: the server switches this session, answers the user as it now
 * is, and everything read for the previous mode is read again (plan, features, plugins).
 */
export function useCreatorPreview() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: setCreatorPreview,
    onSuccess: ({ user }) => {
      applySessionChange(queryClient, user);
      window.scrollTo({ top: 0 });
    },
    onError: (error) => toast.error({ title: error.message }),
  });
}
