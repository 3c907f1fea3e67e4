import { mayCall, type operations } from '@shop/sdk';
import { useSession } from './use-app-context';

/**
 * Whether the signed-in employee's role may call `operationId` (the document's `x-roles`): screens offer only what
 * the server would allow. The role is the session's, kept current from `getCurrentEmployee`.
 */
export function useMayCall(operationId: keyof operations): boolean {
  const { employee } = useSession();
  return employee !== null && mayCall(operationId, employee.level);
}
