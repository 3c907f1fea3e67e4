import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { Button, buttonClassName } from '@shop/ui-kit/button';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { mediaImage } from '../../app/media-url';
import './profile-details.css';

/** Their role as the profile's Level line shows it. */
const ROLE_NAMES: { readonly [Level in Schema<'EmployeeLevel'>]: MessageDescriptor } = {
  owner: msg`Owner`,
  employee: msg`Employee`,
};

/**
 * The signed-in employee: display picture, name, email and level (their role), with the change-password link, log
 * out, and "Sign out everywhere" (every device, after a confirmation; a failure stays in the dialog).
 */
export function ProfileDetails({
  employee,
  onLogout,
  loggingOut,
  onLogoutEverywhere,
}: {
  employee: Schema<'Employee'>;
  onLogout: () => void;
  loggingOut: boolean;
  /** Ends every session of the employee; rejects when the server did not. */
  onLogoutEverywhere: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  // 7rem wide (profile-details.css).
  const picture = mediaImage(employee.dp, 112);
  return (
    <div className="profile">
      <h1 className="profile-title">
        <Trans>Profile</Trans>
      </h1>
      <div className="profile-card">
        {picture ? (
          <img className="profile-picture" {...picture} alt={employee.name} />
        ) : (
          <span className="profile-picture profile-picture--empty">
            <Trans>No display picture</Trans>
          </span>
        )}
        <DetailsList
          className="profile-facts"
          items={[
            { label: t`Name`, value: employee.name },
            { label: t`Email`, value: employee.email },
            { label: t`Level`, value: i18n._(ROLE_NAMES[employee.level]) },
          ]}
        />
        <div className="profile-actions">
          <Link to="/change-password" className={buttonClassName('secondary')}>
            <Trans>Change Password</Trans>
          </Link>
          <Button variant="danger" onClick={onLogout} disabled={loggingOut}>
            <Trans>Log out</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Sign out everywhere</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Sign out everywhere`}
        text={t`Every device signed in as you is signed out, this one included. Sign in again with your password.`}
        confirmLabel={t`Sign out everywhere`}
        tone="danger"
        onConfirm={onLogoutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
