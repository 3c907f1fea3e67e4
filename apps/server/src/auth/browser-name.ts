/** The longest browser name kept for a session (the document's `SignedInSession.browser`). */
const MAX_BROWSER_NAME = 80;

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdgA?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * What a person recognises a session by, from its `User-Agent`: `Chrome on Windows`, `Safari on iOS`; a client
 * that is no known browser by the first word it gives (`curl/8.5.0`); empty when it sent none.
 */
export function browserName(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser !== undefined) return system === undefined ? browser : `${browser} on ${system}`;
  // Only printable ASCII of the first word: the name is shown to a person, and a header may hold anything.
  const first = agent.split(/\s/)[0] ?? '';
  return first.replace(/[^\x21-\x7e]/g, '').slice(0, MAX_BROWSER_NAME);
}
