import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from './currentUser';
import { logout } from './logout';

/**
 * Logs out. The session ends here whatever the server answers (spec section 4: cleared on logout even if
 * logout fails); `mutateAsync` still rejects with the failure, for its message (spec section 8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => endSession(queryClient),
  });
}
