import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { endMySessionMutationOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';

/**
 * Where the employee is signed in: each live session's browser, address and last use, "This browser" for the one
 * in use, and "Sign out" for the others (the server ends it at once; a refusal is a toast).
 */
export function MySessions({ sessions }: { sessions: readonly Schema<'SignedInSession'>[] }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const toast = useToast();
  const end = useMutation(endMySessionMutationOptions(useShopClient()));
  async function signOut(session: Schema<'SignedInSession'>) {
    try {
      await end.mutateAsync({ params: { path: { id: session._id } } });
      toast.success(t`Signed out`);
    } catch (error) {
      toast.error(errorMessage(error, i18n));
    }
  }
  return (
    <section className="profile-sessions" aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title">
        <Trans>Where you're signed in</Trans>
      </h2>
      <table className="profile-sessions-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Browser</Trans>
            </th>
            <th scope="col">
              <Trans>Address</Trans>
            </th>
            <th scope="col">
              <Trans>Last used</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session._id}>
              <td>{session.browser === '' ? t`Unknown browser` : session.browser}</td>
              <td>{session.address ?? t`Unknown`}</td>
              <td>
                <time dateTime={session.lastUsedAt}>{dateTime(session.lastUsedAt)}</time>
              </td>
              <td>
                {session.current ? (
                  <Trans>This browser</Trans>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => void signOut(session)}
                    disabled={end.isPending}
                    aria-label={t`Sign out ${session.browser === '' ? t`Unknown browser` : session.browser}`}
                  >
                    <Trans>Sign out</Trans>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
