import type { Schema } from '@shop/sdk';
import { mailedToken } from '../reliability/support/mail-links.js';
import type { TestServer } from './test-server.js';
import { form, text } from './values.js';

/** A member of staff made through the API: invited by an owner, registered from the mailed link, signed in. */
export interface StaffMember {
  id: string;
  email: string;
  password: string;
  token: string;
}

let made = 0;

/** Invites `level` as the owner signed in with `ownerToken` would, and registers from the mail's link. */
export async function addStaff(
  server: TestServer,
  ownerToken: string,
  level: Schema<'EmployeeLevel'>,
  name = `Staff ${++made}`,
): Promise<StaffMember> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${made}@shop.test`;
  const password = `amber-kestrel-orbit-${made}`;
  const link = await mailedToken(server, email, 'register', async () => {
    const invite = await server.api('POST', '/manageEmployees/employeeinvite', {
      token: ownerToken,
      json: { email, level },
    });
    if (invite.status !== 201) throw new Error(`invite failed: ${invite.text}`);
  });
  const registered = await server.api('POST', '/employees/register', {
    form: form({ token: link, name, email, password }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
  return { id: text(registered.body, '_id'), email, password, token: text(registered.body, 'token') };
}
