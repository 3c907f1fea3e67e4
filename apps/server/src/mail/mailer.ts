import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Language } from '../core/language.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, printed when mail goes to the outbox. */
  link: string;
  /** The language it is written in (its `Content-Language`). */
  language?: Language;
}

/** The mail's own headers: its language, when it says one. */
function headersOf(message: MailMessage): { [name: string]: string } {
  return message.language === undefined ? {} : { 'Content-Language': message.language };
}

export interface Mailer {
  /** Where mail goes, for the startup banner. */
  description: string;
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (line: string) => void;
  /**
   * Whether an outbox mail's link is printed with its line: only for a local trial (a loopback server), where
   * whoever reads stdout is the person trying it. Elsewhere a log is read by others, and a link is a password.
   */
  printLinks: boolean;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in the outbox, logged (with its link when
 * `printLinks`).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const target = new URL(options.smtpUrl);
    return {
      description: `SMTP via ${target.hostname}${target.port ? `:${target.port}` : ''}`,
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: headersOf(message),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${options.outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: headersOf(message),
      });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      const link = options.printLinks ? `: ${message.link}` : '';
      options.log(`Mail to ${message.to} (${message.subject})${link}  [${file}]`);
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A plain mail with one call to action, in `language` when given. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
  language?: Language,
) {
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(outro)}</p>`;
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    // The language said in the HTML too: a mail reader picks its font (Bangla script) and hyphenation by it.
    ...(language === undefined ? { html } : { language, html: `<div lang="${language}">${html}</div>` }),
  } satisfies MailMessage;
}
