import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiTokenStatus } from '../../app/api-token-status';

/** How each status of a token reads in its row. */
export const apiTokenStatusNames: Readonly<Record<ApiTokenStatus, MessageDescriptor>> = {
  active: msg`Active`,
  expiresSoon: msg`Expires soon`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
};
