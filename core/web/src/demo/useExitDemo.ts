import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { exitDemo } from '../api/demo';
import { applySessionChange } from '../session/sessionChanged';

/** 'Sair da demonstração': ends the demo session, clears what it read, and goes to / (spec 000 §2). */
export function useExitDemo() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: exitDemo,
    onSettled: () => {
      applySessionChange(queryClient, null);
      void navigate({ to: '/' });
    },
  });
}
