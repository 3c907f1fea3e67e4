import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

/**
 * How the sign-in screens move to another address: through the router in the signed-in app, by the small history
 * of the sign-in entry otherwise (which does not download the router: see sign-in-root.tsx).
 */
export interface Navigation {
  /** Opens `href` (a path of this app, with its search), replacing the current history entry if asked. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
}

export const NavigationContext = createContext<Navigation | null>(null);

/** The navigation of the app around this component. */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation: no NavigationContext above this component');
  return navigation;
}

/** True for a click the browser should handle itself: another tab or window, a download, a button but the first. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** A link to another address of the app, opened in place (a new tab still works as for any link). */
export function AppLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigation = useNavigation();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigation.navigate(href);
      }}
    />
  );
}
