import type { TestServer } from '../../support/test-server.js';

/**
 * Runs `action`, then waits for a new mail to `to` (reset mails go out in the background) and answers the token of
 * its `/register/…` or `/resetEmployeePassword/…` link.
 */
export async function mailedToken(
  server: TestServer,
  to: string,
  kind: 'register' | 'resetEmployeePassword',
  action: () => Promise<unknown>,
): Promise<string> {
  const mailsTo = async () => (await server.outbox()).filter((mail) => mail.text.includes(`To: ${to}`));
  const before = (await mailsTo()).length;
  await action();
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`);
  // Polls the outbox; gives up only after 30 s (a busy CI machine, not a slow server, is what takes longer).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mails = await mailsTo();
    const match = mails.length > before ? pattern.exec(mails.at(-1)?.text ?? '') : null;
    if (match?.[1] !== undefined) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}
