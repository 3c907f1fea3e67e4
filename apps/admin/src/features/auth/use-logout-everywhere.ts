import { logoutEmployeeEverywhereMutationOptions } from '@shop/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';
import { useEndSession } from './use-end-session';

/**
 * Signs the employee out on every device: the server revokes all their sessions, then the session ends here and
 * /login opens. A failure (no server) ends nothing, since the other devices would still be signed in: the caller
 * shows it.
 */
export function useLogoutEverywhere() {
  const client = useShopClient();
  const endSession = useEndSession();
  return useMutation({ ...logoutEmployeeEverywhereMutationOptions(client), onSuccess: () => endSession() });
}
