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
 * The module of `source` once fetched, else undefined: fetched when `needed` (a person asked for what it draws) or,
 * with `ahead`, as soon as the component has shown, so that it is there when asked for. Nothing waits in a Suspense
 * boundary: the component draws what needs the module once it has arrived. When it could not be fetched and it is
 * needed, the failure goes to the route's error boundary, which says so and offers to try again.
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
    source.load().then(
      (loaded) => live && setModule(() => loaded),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [source, wanted, module, failure]);
  if (failure !== undefined && needed) throw failure.error;
  return module;
}
