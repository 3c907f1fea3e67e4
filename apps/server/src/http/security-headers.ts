/** The Content-Security-Policy of every answer: no inline or foreign script, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries, the API's, the admin app's, media and errors alike. */
export const SECURITY_HEADERS: { readonly [name: string]: string } = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * HSTS for a server people reach over https (PUBLIC_URL): a year, subdomains included. Browsers ignore it over
 * http, and a server on http must not ask for https it does not serve.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries when the server is reached at `publicUrl`. */
export function securityHeadersFor(publicUrl: string): { readonly [name: string]: string } {
  return publicUrl.startsWith('https:')
    ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
    : SECURITY_HEADERS;
}
