/** Where the recent places are kept, per browser. */
export const RECENT_PLACES_STORAGE_KEY = 'recent-places';

/** How many places the palette remembers. */
const KEPT = 8;

/** The addresses (path and search) of the last screens visited, the latest first. */
export function recentPlaces(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_PLACES_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((href) => typeof href === 'string') : [];
  } catch {
    // Unreadable (or blocked) storage only means the palette has nothing recent to offer.
    return [];
  }
}

/** Remembers a visit to `href`, replacing an earlier visit of the same screen (another page or search of it). */
export function rememberPlace(href: string) {
  const path = pathOf(href);
  const places = [href, ...recentPlaces().filter((place) => pathOf(place) !== path)].slice(0, KEPT);
  try {
    localStorage.setItem(RECENT_PLACES_STORAGE_KEY, JSON.stringify(places));
  } catch {
    // A full or blocked storage: the visit is simply not remembered.
  }
}

function pathOf(href: string): string {
  return href.split('?')[0] ?? href;
}
