import { useCallback, useMemo, useState } from 'react';

/** What useModalState returns: the one open modal (or none) and ways to change it. */
export interface ModalState<M extends { kind: string }> {
  /** The open modal's descriptor, or null. */
  current: M | null;
  /** Opens a modal, replacing any other: there is never more than one. */
  open: (modal: M) => void;
  /** Closes whatever is open. */
  close: () => void;
  /** The open modal when it is of this kind, else null (narrowed to that kind). */
  get: <K extends M['kind']>(kind: K) => Extract<M, { kind: K }> | null;
}

/** Holds at most one open modal descriptor, e.g. `{ kind: 'update', row }`, so a screen cannot open two. */
export function useModalState<M extends { kind: string }>(): ModalState<M> {
  const [current, setCurrent] = useState<M | null>(null);
  const close = useCallback(() => setCurrent(null), []);
  return useMemo(
    () => ({
      current,
      open: setCurrent,
      close,
      get: <K extends M['kind']>(kind: K) => (current !== null && isKind(current, kind) ? current : null),
    }),
    [current, close],
  );
}

function isKind<M extends { kind: string }, K extends M['kind']>(
  modal: M,
  kind: K,
): modal is Extract<M, { kind: K }> {
  return modal.kind === kind;
}
