import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { useEndSession } from '../../features/auth/use-end-session';

export const Route = createFileRoute('/_authed/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const endSession = useEndSession();
  return (
    <div className="narrow-page">
      <h1>
        <Trans>Change Password</Trans>
      </h1>
      <ChangePasswordForm onChanged={() => void endSession({ passwordChanged: true })} />
    </div>
  );
}
