import { logoutEmployeeMutationOptions } from '@shop/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';
import { useEndSession } from './use-end-session';

/**
 * Logs out: the server revokes the token, then the session ends here and /login opens. The session ends here even
 * when the server cannot be reached, since the person asked to leave.
 */
export function useLogout() {
  const client = useShopClient();
  const endSession = useEndSession();
  return useMutation({ ...logoutEmployeeMutationOptions(client), onSettled: () => endSession() });
}
