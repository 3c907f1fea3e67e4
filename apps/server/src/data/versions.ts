import { HttpError } from '../contract/http-error.js';
import type { RenderedJson } from '../contract/rendered-json.js';
import type { Executor } from '../db/client.js';
import { type ChangeEntityType, lastChangeOf } from './changes.js';

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
  const when =
    last === undefined
      ? undefined
      : new Intl.DateTimeFormat('en-GB', {
          timeZone,
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }).format(last.at);
  const who = last?.name ?? 'someone else';
  const message =
    when === undefined ? 'Changed by someone else since you opened it.' : `Changed by ${who} at ${when}`;
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
