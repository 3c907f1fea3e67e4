import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAppContext } from '../../app/use-app-context';

/** Signs the person out on this device: forgets the session, opens /login, then empties the query cache. */
export function useEndSession() {
  const { auth } = useAppContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ passwordChanged = false }: { passwordChanged?: boolean } = {}) => {
    auth.signOut();
    await navigate({
      to: '/login',
      search: passwordChanged ? { notice: 'password-changed' } : {},
      replace: true,
    });
    // Only once the signed-in screens are gone, or they would fetch again without a token.
    queryClient.clear();
  };
}
