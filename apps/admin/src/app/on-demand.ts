import { useEffect, useState } from 'react';

/** A module fetched the first time it is asked for, then kept; a failed fetch is tried again when next asked. */
export interface OnDemand<M> {
  /** The module, fetching it if need be. */
  load(): Promise<M>;
  /** The module once fetched; undefined before. */
  loaded(): M | undefined;
}

/** The {@link OnDemand} of `importer` (an `import()` of the module). */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * Runs `task` once the page has painted what it shows now and the browser has nothing more pressing: for what is
 * fetched ahead of need, which should not compete with the screen's own first files and reads. Returns a cancel.
 */
export function whenSettled(task: () => void): () => void {
  let cancel = () => {};
  // The frame after this one has painted this one; then the first idle moment (at most 2 s later), or a short wait
  // where there are no idle callbacks (Safari).
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(task, { timeout: 2_000 });
        cancel = () => cancelIdleCallback(idle);
      } else {
        const later = setTimeout(task, 100);
        cancel = () => clearTimeout(later);
      }
    });
    cancel = () => clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

/**
 * The module of `source` once fetched, else undefined: fetched when `needed` (a person asked for what it draws) or,
 * with `ahead`, once the component has shown and the page has settled ({@link whenSettled}), so that it is there
 * when asked for. Nothing waits in a Suspense boundary: the component draws what needs the module once it has
 * arrived. When it could not be fetched and it is needed, the failure goes to the route's error boundary, which says
 * so and offers to try again.
 */
export function useOnDemand<M>(
  source: OnDemand<M>,
  { needed, ahead }: { needed: boolean; ahead: boolean },
): M | undefined {
  const [module, setModule] = useState<M | undefined>(source.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | undefined>(undefined);
  const wanted = needed || ahead;
  useEffect(() => {
    if (!wanted || module !== undefined || failure !== undefined) return;
    let live = true;
    const load = () =>
      source.load().then(
        (loaded) => live && setModule(() => loaded),
        (error: unknown) => live && setFailure({ error }),
      );
    const cancel = needed ? undefined : whenSettled(load);
    if (needed) load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [source, wanted, needed, module, failure]);
  if (failure !== undefined && needed) throw failure.error;
  return module;
}
