import type { Schema } from '@shop/sdk';
import { Button, buttonClassName } from '@shop/ui-kit/button';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Link } from '@tanstack/react-router';
import { mediaSrc } from '../../app/media-url';
import './profile-details.css';

/** The signed-in employee: display picture, name, email and level, with the change-password link and log out. */
export function ProfileDetails({
  employee,
  onLogout,
  loggingOut,
}: {
  employee: Schema<'Employee'>;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const picture = mediaSrc(employee.dp);
  return (
    <div className="profile">
      <h1 className="profile-title">Profile</h1>
      <div className="profile-card">
        {picture ? (
          <img className="profile-picture" src={picture} alt={employee.name} />
        ) : (
          <span className="profile-picture profile-picture--empty">No display picture</span>
        )}
        <DetailsList
          className="profile-facts"
          items={[
            { label: 'Name', value: employee.name },
            { label: 'Email', value: employee.email },
            { label: 'Level', value: employee.level },
          ]}
        />
        <div className="profile-actions">
          <Link to="/change-password" className={buttonClassName('secondary')}>
            Change Password
          </Link>
          <Button variant="danger" onClick={onLogout} disabled={loggingOut}>
            Log out
          </Button>
        </div>
      </div>
    </div>
  );
}
