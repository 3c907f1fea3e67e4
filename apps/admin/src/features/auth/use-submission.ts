import { useRef, useState } from 'react';

type SubmissionState<Variables> =
  | { status: 'idle' }
  | { status: 'pending'; variables: Variables }
  | { status: 'success'; variables: Variables }
  | { status: 'error'; variables: Variables; error: unknown };

/**
 * One call a sign-in screen sends (forgot password, reset password) and its status. The sign-in screens do not
 * load TanStack Query, so this stands in for its `useMutation`: pending, success with the variables sent, or the
 * error; only the latest call's answer counts.
 */
export function useSubmission<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const [state, setState] = useState<SubmissionState<Variables>>({ status: 'idle' });
  const latest = useRef(0);

  async function submit(variables: Variables, onSuccess?: () => void): Promise<void> {
    const attempt = ++latest.current;
    setState({ status: 'pending', variables });
    try {
      await call(variables);
      if (attempt !== latest.current) return;
      setState({ status: 'success', variables });
      onSuccess?.();
    } catch (error) {
      if (attempt === latest.current) setState({ status: 'error', variables, error });
    }
  }

  /** Forgets the last call's answer (a new attempt starts). */
  function reset(): void {
    latest.current += 1;
    setState({ status: 'idle' });
  }

  return { state, submit, reset, error: state.status === 'error' ? state.error : null };
}
