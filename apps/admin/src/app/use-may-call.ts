import { mayCall, type operations, policySwitchOf } from '@shop/sdk';
import { getShopPolicyQueryOptions } from '@shop/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useSession, useShopClient } from './use-app-context';

type OperationId = keyof operations;

/**
 * Whether the signed-in employee's role may call each of `operationIds` (the document's `x-roles`; where the role
 * also needs a switch of the shop policy, `x-role-policies`, the policy as the server answers it): screens offer
 * only what the server would allow. The policy is read only when one of them needs it; until it is, they are not
 * offered. The role is the session's, kept current from `getCurrentEmployee`.
 */
export function useMayCallEach(operationIds: readonly OperationId[]): (operationId: OperationId) => boolean {
  const { employee } = useSession();
  const client = useShopClient();
  const level = employee?.level;
  const needsPolicy =
    level !== undefined && operationIds.some((id) => policySwitchOf(id, level) !== undefined);
  const policy = useQuery({ ...getShopPolicyQueryOptions(client), enabled: needsPolicy });
  return (operationId) => level !== undefined && mayCall(operationId, level, policy.data);
}

/** Whether the signed-in employee may call `operationId` (see {@link useMayCallEach}). */
export function useMayCall(operationId: OperationId): boolean {
  return useMayCallEach([operationId])(operationId);
}
