import { HttpError } from '../core/http-error.js';
import type { Language } from '../core/language.js';
import type { Message } from '../core/messages.js';
import type { Executor } from '../db/executor.js';
import { type ChangeEntityType, lastChangeOf } from './changes.js';
import type { RenderedJson } from './rendered-json.js';

/** The version an `If-Match` names (`"12"`, `W/"12"` or `12`), or undefined when the request sent none. */
export function versionAsked(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^(?:W\/)?"?([0-9]{1,10})"?$/.exec(ifMatch.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The `ETag` of a record at `version`. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** When a record was changed, for the 412's message: "24 Nov 2026, 14:05"; in Bangla "২৪ নভেম্বর, ২০২৬, ১৪:০৫". */
function timeIn(language: Language, timeZone: string, at: Date): string {
  if (language === 'bn') {
    const day = new Intl.DateTimeFormat('bn-BD', {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const clock = new Intl.DateTimeFormat('bn-BD', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return `${day.format(at)}, ${clock.format(at)}`;
  }
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/**
 * The 412 for a change sent on a version the record no longer has: "Changed by {name} at {time}" (the shop's
 * time zone), who and when (from the change log), and the record as it is now.
 */
export async function staleVersion(
  db: Executor,
  entityType: ChangeEntityType,
  id: bigint,
  current: RenderedJson<unknown>,
  timeZone: string,
): Promise<HttpError> {
  const last = await lastChangeOf(db, entityType, id);
  let message: Message;
  if (last === undefined) {
    message = /*i18n*/ {
      id: 'version.changedSinceOpened',
      message: 'Changed by someone else since you opened it.',
    };
  } else {
    const time = (language: Language) => timeIn(language, timeZone, last.at);
    message =
      last.name == null
        ? /*i18n*/ {
            id: 'version.changedBySomeoneAt',
            message: 'Changed by someone else at {time}',
            values: { time },
          }
        : /*i18n*/ {
            id: 'version.changedByAt',
            message: 'Changed by {name} at {time}',
            values: { name: last.name, time },
          };
  }
  const currentRecord: unknown = JSON.parse(current.text);
  return new HttpError(412, message, undefined, undefined, {
    changedBy:
      last?.employeeId == null || last.name == null
        ? null
        : { _id: last.employeeId.toString(), name: last.name },
    changedAt: last === undefined ? null : last.at.toISOString(),
    current: currentRecord,
  });
}
