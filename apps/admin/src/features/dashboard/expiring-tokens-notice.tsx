import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { listApiTokensQueryOptions } from '@shop/sdk/query';
import { Icon } from '@shop/ui-kit/icon';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EXPIRES_SOON_DAYS, expiringApiTokens } from '../../app/api-token-status';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import './dashboard.css';

/**
 * For the owners (render it only for a role that may list the tokens): the API tokens ending within a week, named,
 * with a link to the API tokens screen, so that a tool is given a new one before it stops working. Nothing while
 * the list loads, when none is ending, or when it could not be read (the dashboard itself matters more).
 */
export function ExpiringTokensNotice() {
  const { t } = useLingui();
  const { list, count: shown } = useFormat();
  const tokens = useQuery(listApiTokensQueryOptions(useShopClient()));
  const ending = expiringApiTokens(tokens.data?.data ?? [], Date.now());
  if (ending.length === 0) return null;
  const count = ending.length;
  const countText = shown(count);
  const names = list(ending.map((token) => token.name));
  const days = shown(EXPIRES_SOON_DAYS);
  return (
    <aside className="dashboard-notice" aria-label={t`API tokens ending soon`}>
      <Icon name="alert" aria-hidden="true" />
      <p>
        {t`${plural(count, {
          one: `${countText} API token ends within ${days} days: ${names}.`,
          other: `${countText} API tokens end within ${days} days: ${names}.`,
        })}`}{' '}
        <Link to="/api_tokens">
          <Trans>Open API tokens</Trans>
        </Link>
      </p>
    </aside>
  );
}
