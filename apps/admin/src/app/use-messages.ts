import { useEffect, useState } from 'react';
import type { CatalogName } from './language';
import { useAppContext } from './use-app-context';

/**
 * Whether the messages of catalog `name` are loaded in the language shown, loading them the first time: a part of a
 * screen that shows them draws its loading state until then. A failed download goes to the route's error boundary,
 * which says so and offers to try again.
 */
export function useMessages(name: CatalogName): boolean {
  const { language } = useAppContext();
  const [ready, setReady] = useState(() => language.has(name));
  const [failure, setFailure] = useState<{ error: unknown } | undefined>(undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    language.need(name).then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [language, name, ready]);
  if (failure !== undefined) throw failure.error;
  return ready;
}
