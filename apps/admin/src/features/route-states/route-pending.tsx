import { Trans } from '@lingui/react/macro';
/** Shown while a route's data loads (after the router's short pending delay). */
export function RoutePending() {
  return (
    <p className="route-pending" role="status">
      <Trans>Loading...</Trans>
    </p>
  );
}
