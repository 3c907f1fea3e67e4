import type { Schema } from '@shop/sdk';
import { Button, buttonClassName } from '@shop/ui-kit/button';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { mediaImage } from '../../app/media-url';
import './profile-details.css';

/** Their role as the profile's Level line shows it. */
const ROLE_NAMES: { readonly [Level in Schema<'EmployeeLevel'>]: string } = {
  owner: 'Owner',
  employee: 'Employee',
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
  const [confirming, setConfirming] = useState(false);
  // 7rem wide (profile-details.css).
  const picture = mediaImage(employee.dp, 112);
  return (
    <div className="profile">
      <h1 className="profile-title">Profile</h1>
      <div className="profile-card">
        {picture ? (
          <img className="profile-picture" {...picture} alt={employee.name} />
        ) : (
          <span className="profile-picture profile-picture--empty">No display picture</span>
        )}
        <DetailsList
          className="profile-facts"
          items={[
            { label: 'Name', value: employee.name },
            { label: 'Email', value: employee.email },
            { label: 'Level', value: ROLE_NAMES[employee.level] },
          ]}
        />
        <div className="profile-actions">
          <Link to="/change-password" className={buttonClassName('secondary')}>
            Change Password
          </Link>
          <Button variant="danger" onClick={onLogout} disabled={loggingOut}>
            Log out
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere"
        text="Every device signed in as you is signed out, this one included. Sign in again with your password."
        confirmLabel="Sign out everywhere"
        tone="danger"
        onConfirm={onLogoutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
