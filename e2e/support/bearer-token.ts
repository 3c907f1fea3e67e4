import { createShopClient, unwrap } from '@shop/sdk';
import { ADMIN } from './admin.js';

/**
 * Signs in as a script does (no admin header) and answers the session's bearer token: the tests arrange data and
 * check the screens' work through the API with it, as the shop's other tools would.
 */
export async function bearerToken(
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const session = await unwrap(createShopClient({ baseUrl }).POST('/employees/login', { body: credentials }));
  if (!('token' in session)) throw new Error('A sign-in without the admin header answered no token');
  return session.token;
}
