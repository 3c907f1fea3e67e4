import type { Schema } from '@shop/sdk';
import { useEffect, useState } from 'react';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../app/field-errors';
import type { EmployeeSession } from '../../app/session-store';
import { useAppContext, useSession } from '../../app/use-app-context';

/**
 * Runs a call that signs an employee in (login or register) through the session's auth state (section 4):
 * loading while pending, signed in on success, the server's message and field messages on failure.
 */
export function useSignInAttempt<Variables>(
  call: (variables: Variables) => Promise<EmployeeSession | Schema<'EmployeeSession'>>,
) {
  const { auth, language } = useAppContext();
  const { isLoading, isError, message } = useSession();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  // The attempt's status belongs to this screen: leaving it forgets a failure.
  useEffect(() => () => auth.resetStatus(), [auth]);

  /** Tries to sign in; resolves true once the employee is signed in. */
  async function attempt(variables: Variables): Promise<boolean> {
    auth.attemptStarted();
    setFieldErrors({});
    try {
      auth.signedIn(await call(variables));
      return true;
    } catch (error) {
      auth.attemptFailed(errorMessage(error, language.i18n));
      setFieldErrors(apiFieldErrors(error));
      return false;
    }
  }

  return { attempt, isLoading, errorMessage: isError ? message : '', fieldErrors };
}
