import { and, eq, isNull } from 'drizzle-orm';
import { type Message, translate } from '../core/messages.js';
import type { Db } from '../db/executor.js';
import { employees } from '../db/schema.js';
import { linkMail, type Mailer } from '../mail/mailer.js';

/** Why the server turned an endpoint off. */
export type ServerDisabledReason = 'gone' | 'failing';

const REASONS: { readonly [R in ServerDisabledReason]: Message } = {
  gone: /*i18n*/ {
    id: 'mail.webhookDisabled.gone',
    message: 'It answered 410 Gone, which says it wants no more events.',
  },
  failing: /*i18n*/ {
    id: 'mail.webhookDisabled.failing',
    message: 'Its deliveries have failed for 3 days.',
  },
};

/**
 * Tells every active owner that the server turned the endpoint at `url` off, and where to turn it on again. In
 * English: the server knows no owner's language outside a request.
 */
export async function mailEndpointDisabled(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  url: string,
  reason: ServerDisabledReason,
): Promise<void> {
  const owners = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.level, 'owner'), isNull(employees.deactivatedAt)));
  const say = (message: Message) => translate(message, 'en');
  for (const owner of owners) {
    await mailer.send(
      linkMail(
        owner.email,
        say(/*i18n*/ { id: 'mail.webhookDisabled.subject', message: 'A webhook endpoint was turned off' }),
        say(
          /*i18n*/ {
            id: 'mail.webhookDisabled.intro',
            message: 'The shop no longer sends events to {url}. {reason}',
            values: { url, reason: REASONS[reason] },
          },
        ),
        say(
          /*i18n*/ { id: 'mail.webhookDisabled.action', message: 'See its deliveries and turn it on again' },
        ),
        `${publicUrl}/webhooks`,
        say(
          /*i18n*/ {
            id: 'mail.webhookDisabled.outro',
            message:
              'Its waiting deliveries are kept: turning it on sends them, and what happened meanwhile.',
          },
        ),
        'en',
      ),
    );
  }
}
