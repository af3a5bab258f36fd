import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { exitDemo } from '../api/demo';
import { applySessionChange } from '../session/sessionChanged';

let leaving = false;

/**
 * True from 'Sair da demonstração' until /demo/{token} is left: the demo gate, which starts a demo
 * for a visitor of its address, must not start a new one for the user who has just left it.
 */
export const isLeavingDemo = (): boolean => leaving;
export const leftDemoGate = (): void => {
  leaving = false;
};

/** 'Sair da demonstração': ends the demo session, clears what it read, and goes to /. */
export function useExitDemo() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: exitDemo,
    onSettled: () => {
      leaving = true;
      applySessionChange(queryClient, null);
      void navigate({ to: '/' });
    },
  });
}
