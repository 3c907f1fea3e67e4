/** What a call answered: its status, headers and parsed JSON body (undefined when empty). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Calls the API of a server running at `serverUrl`, as a client over HTTP: `/api` + `apiPath`, with a bearer token
 * and a JSON or form body when given. A request stuck for a minute is a hang (a busy CI machine answers in well
 * under a second), and fails the test rather than holding it.
 */
export async function callApi(
  serverUrl: string,
  method: string,
  apiPath: string,
  options: { token?: string | undefined; json?: unknown; form?: FormData } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    body = options.form;
  }
  const response = await fetch(`${serverUrl}/api${apiPath}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const raw = await response.text();
  const parsed: unknown = raw === '' ? undefined : JSON.parse(raw);
  return { status: response.status, headers: response.headers, body: parsed };
}
