import { AsyncLocalStorage } from 'node:async_hooks';
import type { operations, Schema } from '@shop/sdk';
import { and, desc, eq, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { DIGITS, type Language } from '../core/language.js';
import type { Executor } from '../db/executor.js';
import { apiTokens, type ChangedField, changes, employees } from '../db/schema.js';
import { printNotesIn } from './change-notes.js';
import { Field, idField, refField, renderJson, timeField, valueField } from './crud/fields.js';
import { readJson } from './json-read.js';
import { appendEvents } from './outbox.js';
import { pageClause, paging } from './paging.js';
import { changeLabelWords } from './record-labels.js';
import type { RenderedJson } from './rendered-json.js';

/** The kinds of records the change log names (the document's `ChangeEntityType`). */
export type ChangeEntityType = Schema<'ChangeEntityType'>;

/** Who is writing, for the change log: the request's operation, its signed-in employee and their client. */
export interface Actor {
  /** The operationId of the request (what the entries record as their operation, unless they say otherwise). */
  operation: string;
  employeeId?: bigint;
  role?: Schema<'EmployeeLevel'>;
  /** The API token the request was made with (its creator is `employeeId`). */
  apiTokenId?: bigint;
  clientAddress?: string;
}

const actors = new AsyncLocalStorage<Actor>();

/** Runs a request's work as `actor`: every change it writes is recorded as theirs (see `write`). */
export function asActor<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
  return actors.run(actor, work);
}

/** The actor of the request under way, if any (none for the seeds and the commands). */
export function currentActor(): Actor | undefined {
  return actors.getStore();
}

/** One entry of the change log, as a write describes it. */
export interface ChangeRecord {
  entityType: ChangeEntityType;
  entityId: bigint | null;
  /** The record as a person reads it: "Item Jamdani Saree". */
  label: string;
  fields: ChangedField[];
  note?: string;
  /** The operation or event recorded, when it is not the request's (a sign-in event). */
  operation?: string;
  /** The employee recorded, when it is not the request's (a sign-in names the account signed in to). */
  employeeId?: bigint | null;
  role?: Schema<'EmployeeLevel'> | null;
  /** The record's version after the write (its last before a delete), for its event in the outbox. */
  version?: number;
}

/**
 * Appends entries to the change log, as the current actor's (in the caller's transaction when given one), and the
 * events they make to the outbox in the same statement's transaction: every write the log records goes through
 * here, so none can leave its event out.
 */
export async function recordChanges(db: Executor, records: readonly ChangeRecord[]): Promise<bigint[]> {
  if (records.length === 0) return [];
  const actor = currentActor();
  const operationOf = (record: ChangeRecord) => record.operation ?? actor?.operation ?? 'system';
  const employeeOf = (record: ChangeRecord) =>
    record.employeeId === undefined ? (actor?.employeeId ?? null) : record.employeeId;
  await appendEvents(
    db,
    records.map((record) => ({
      operation: operationOf(record),
      entityType: record.entityType,
      entityId: record.entityId,
      version: record.version ?? null,
      label: record.label,
      fields: record.fields,
      employeeId: employeeOf(record),
      apiTokenId: actor?.apiTokenId ?? null,
    })),
  );
  const rows = await db
    .insert(changes)
    .values(
      records.map((record) => ({
        operation: operationOf(record),
        employeeId: employeeOf(record),
        role: record.role === undefined ? (actor?.role ?? null) : record.role,
        apiTokenId: actor?.apiTokenId ?? null,
        entityType: record.entityType,
        entityId: record.entityId,
        label: record.label,
        fields: record.fields,
        note: record.note ?? null,
        clientAddress: actor?.clientAddress ?? null,
        // The moment the change was written (after its locks), not when its transaction began: of two writes to
        // one record, the one that waited for the other's lock is the later one in every history.
        at: sql`clock_timestamp()`,
      })),
    )
    .returning({ id: changes.id });
  return rows.map((row) => row.id);
}

/** Fields that are bookkeeping, not something a person changed. */
const UNRECORDED = new Set(['_id', 'version']);

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields that differ between two renderings of a record (as the API shows it): for an update those that
 * changed, for a create (`before` undefined) every field's first value, for a delete (`after` undefined) every
 * field's last value.
 */
export function fieldsChanged(before: unknown, after: unknown): ChangedField[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (name) => !UNRECORDED.has(name),
  );
  return names.flatMap((field) => {
    const old = from[field] ?? null;
    const now = to[field] ?? null;
    return JSON.stringify(old) === JSON.stringify(now) ? [] : [{ field, from: old, to: now }];
  });
}

/**
 * The entry of a write of record `id` of `entityType` (a `kind` of record, "item"), from its renderings before and
 * after (undefined for a create and a delete): its label, and the fields that changed.
 */
export function changeOf(
  entityType: ChangeEntityType,
  kind: string,
  id: bigint,
  before: RenderedJson<unknown> | undefined,
  after: RenderedJson<unknown> | undefined,
): ChangeRecord {
  const old: unknown = before === undefined ? undefined : JSON.parse(before.text);
  const now: unknown = after === undefined ? undefined : JSON.parse(after.text);
  const latest = now ?? old;
  const version = isRecord(latest) && typeof latest.version === 'number' ? latest.version : undefined;
  return {
    entityType,
    entityId: id,
    label: labelOf(kind, id, latest),
    fields: fieldsChanged(old, now),
    ...(version === undefined ? {} : { version }),
  };
}

/** A record's label: "<Kind> <its name>", or its id when it has no name, email or amount. */
export function labelOf(kind: string, id: bigint | string, rendered: unknown): string {
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  if (isRecord(rendered)) {
    for (const key of ['name', 'email', 'title']) {
      const value = rendered[key];
      if (typeof value === 'string' && value.trim() !== '') return `${title} ${value}`;
    }
    if (typeof rendered.amount === 'number') return `${title} ${rendered.amount}`;
  }
  return `${title} #${id}`;
}

/**
 * An entry's label said in `language`: kept in English as "<Kind> <name>" ("Item Jamdani Saree") or "<Kind> #<id>"
 * ("Order #233"), its kind is said in `language` and a number after it written with its digits ("অর্ডার #২৩৩");
 * the name, being data, stays as it was written. A label of another form is answered as it was kept.
 */
function labelIn(language: Language): SQL<string> {
  const { titles, unknownAccount } = changeLabelWords(language);
  const words = sql`(${JSON.stringify(titles)}::jsonb -> ${changes.entityType})`;
  return sql`(select case
      when ${changes.entityId} is null and ${changes.label} = ${unknownAccount.kept} then ${unknownAccount.said}
      when kind.kept is null or not starts_with(${changes.label}, kind.kept || ' ') then ${changes.label}
      when rest.text ~ '^#?[0-9]+([.][0-9]+)?$'
        then kind.said || ' ' || translate(rest.text, '0123456789', ${DIGITS[language]})
      else kind.said || ' ' || rest.text end
    from (select ${words} ->> 'kept' as kept, ${words} ->> 'said' as said) kind,
      lateral (select substr(${changes.label}, char_length(kind.kept) + 2) as text) rest)`;
}

/** An entry's note said in `language`: a print's note ("Printed the invoice") in its words; a person's as written. */
function noteIn(language: Language): SQL<string | null> {
  return sql`case when ${changes.operation} = 'printOrders'
      then coalesce(${JSON.stringify(printNotesIn(language))}::jsonb ->> ${changes.note}, ${changes.note})
      else ${changes.note} end`;
}

/**
 * An entry as the API shows it (`Change`), its label and a print's note in `language`; the client address only for
 * owners.
 */
function changeShape(withAddress: boolean, language: Language) {
  return {
    _id: idField(changes.id),
    at: timeField(changes.at),
    employee: refField(changes.employeeId, employees),
    role: valueField(changes.role),
    apiToken: refField(changes.apiTokenId, apiTokens),
    operation: valueField(changes.operation),
    entityType: new Field<ChangeEntityType>(sql`${changes.entityType}`),
    entityId: new Field<string | null>(sql`${changes.entityId}::text`),
    label: language === 'en' ? valueField(changes.label) : new Field<string>(labelIn(language)),
    fields: new Field<ChangedField[]>(sql`${changes.fields}`),
    note: language === 'en' ? valueField(changes.note) : new Field<string | null>(noteIn(language)),
    clientAddress: withAddress ? valueField(changes.clientAddress) : new Field<string | null>(sql`null`),
  };
}

/** The entry `id`, as the API shows it (in `language`). */
export function findChange(db: Executor, id: bigint, withAddress: boolean, language: Language) {
  return readJson<Schema<'Change'>>(
    db,
    sql`select ${renderJson(changeShape(withAddress, language))} as answer from ${changes} where ${changes.id} = ${id}`,
  );
}

/**
 * The entries of an employee's sign-in history, all of their own Employee record: signing in (done, refused for
 * the password, refused by a throttle), signing out, and their password forgotten, reset or changed. They say when
 * and how someone works and who is being guessed at: for those who may read the whole log, and the employee.
 */
export const SIGN_IN_HISTORY = [
  'loginEmployee',
  'signInFailed',
  'signInThrottled',
  'logoutEmployee',
  'logoutEmployeeEverywhere',
  'forgotEmployeePassword',
  'resetEmployeePassword',
  'changeEmployeePassword',
] as const satisfies readonly (keyof operations | Schema<'ChangeEvent'>)[];

/** Filters of the change log (all optional). */
export interface ChangeFilter {
  employee?: bigint;
  /** Changes made with this API token. */
  tool?: bigint;
  entityType?: ChangeEntityType;
  entityId?: bigint;
  operation?: string;
  /** Leaves out the entries of these operations (and events). */
  exceptOperations?: readonly string[];
  from?: Date;
  to?: Date;
}

/** Totals are counted up to this many; beyond it a list says `totalIsExact: false`. */
export const CHANGE_COUNT_LIMIT = 10_000;

/** A page of the change log, newest first, matching `filter`, its labels and print notes in `language`. */
export async function listChanges(
  db: Executor,
  filter: ChangeFilter,
  page: { page: number; pageSize: number },
  withAddress: boolean,
  language: Language,
): Promise<RenderedJson<Schema<'ChangeList'>>> {
  const conditions: SQL[] = [];
  if (filter.employee !== undefined) conditions.push(eq(changes.employeeId, filter.employee));
  if (filter.tool !== undefined) conditions.push(eq(changes.apiTokenId, filter.tool));
  if (filter.entityType !== undefined) conditions.push(eq(changes.entityType, filter.entityType));
  if (filter.entityId !== undefined) conditions.push(eq(changes.entityId, filter.entityId));
  if (filter.operation !== undefined) conditions.push(eq(changes.operation, filter.operation));
  if (filter.exceptOperations !== undefined && filter.exceptOperations.length > 0)
    conditions.push(notInArray(changes.operation, [...filter.exceptOperations]));
  if (filter.from !== undefined) conditions.push(gte(changes.at, filter.from));
  if (filter.to !== undefined) conditions.push(lt(changes.at, filter.to));
  const where = conditions.length === 0 ? sql`` : sql`where ${and(...conditions)}`;
  const order = sql`${changes.at} desc, ${changes.id} desc`;
  const data = sql`select string_agg(rows.json, ',' order by rows.n) from (
      select ${renderJson(changeShape(withAddress, language))} as json, row_number() over (order by ${order}) as n
      from ${changes} ${where} order by ${order} ${pageClause(paging(page))}) rows`;
  const list = await readJson<Schema<'ChangeList'>>(
    db,
    sql`with counted as (
        select count(*) as n from (select 1 from ${changes} ${where} limit ${sql.raw(String(CHANGE_COUNT_LIMIT + 1))}) matching)
      select '{"data":[' || coalesce((${data}), '') || '],"total":' || least(n, ${sql.raw(String(CHANGE_COUNT_LIMIT))})::text
        || ',"totalIsExact":' || (n <= ${sql.raw(String(CHANGE_COUNT_LIMIT))})::text || '}' as answer
      from counted`,
  );
  if (list === undefined) throw new Error('The change log answered no row.');
  return list;
}

/** The newest change of a record: who made it and when (for a 412's "Changed by … at …"). */
export async function lastChangeOf(db: Executor, entityType: ChangeEntityType, id: bigint) {
  const [row] = await db
    .select({ at: changes.at, employeeId: employees.id, name: employees.name })
    .from(changes)
    .leftJoin(employees, eq(employees.id, changes.employeeId))
    .where(and(eq(changes.entityType, entityType), eq(changes.entityId, id)))
    .orderBy(desc(changes.at), desc(changes.id))
    .limit(1);
  return row;
}

/** Removes the change-log entries older than `days` (ACTIVITY_RETENTION_DAYS); answers how many went. */
export async function pruneChanges(db: Executor, days: number, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(changes)
    .where(lt(changes.at, new Date(now - days * 24 * 60 * 60 * 1000)))
    .returning({ id: changes.id });
  return removed.length;
}
