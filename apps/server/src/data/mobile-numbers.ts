import { sql } from 'drizzle-orm';
import { badRequest } from '../core/http-error.js';
import type { Executor } from '../db/executor.js';
import { rowsOf } from './rows.js';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** What a person may write around the digits: spaces, dashes, parentheses. */
const SEPARATORS = /[\s()-]/g;

/**
 * A Bangladeshi mobile number once the separators are gone: an optional `+880`, `880` or `0` before the 10 digits
 * of `1[3-9]XXXXXXXX` (migration 0016 reads the numbers already stored the same way).
 */
const MOBILE = /^(?:\+?880|0)?(1[3-9][0-9]{8})$/;

/**
 * A Bangladeshi mobile number in its one stored form, `+8801XXXXXXXXX`, however it was written (`01712-345678`,
 * `+880 1712 345678`, `8801712345678`, Bangla digits); undefined when it is none.
 */
export function normalizedMobile(written: string): string | undefined {
  const latin = [...written].map((c) => {
    const digit = BANGLA_DIGITS.indexOf(c);
    return digit === -1 ? c : String(digit);
  });
  const digits = MOBILE.exec(latin.join('').replace(SEPARATORS, ''))?.[1];
  return digits === undefined ? undefined : `+880${digits}`;
}

/** {@link normalizedMobile}, or a 400 with a message at `field`. */
export function requireMobile(written: string, field = 'mobile'): string {
  const mobile = normalizedMobile(written);
  if (mobile !== undefined) return mobile;
  const message = /*i18n*/ {
    id: 'customer.mobileNotBangladeshi',
    message: 'Enter a Bangladeshi mobile number, such as 01712-345678',
  };
  throw badRequest(
    /*i18n*/ {
      id: 'customer.checkMobile',
      message: 'Please check the mobile number: it is not a Bangladeshi mobile number.',
    },
    { [field]: message },
  );
}

/**
 * When customers share mobile numbers (stored before numbers were one per customer; migration 0016 then left the
 * index on them plain): a line saying how many, for the start's log. Undefined when the index is unique.
 */
export async function sharedMobilesNotice(db: Executor): Promise<string | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select (select count(*) from (select 1 from customers group by mobile having count(*) > 1) shared) as shared
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = 'customers_mobile_key' and not i.indisunique`,
  );
  if (row === undefined) return undefined;
  const shared = Number(row.get('shared'));
  const numbers = shared === 1 ? '1 mobile number belongs' : `${shared} mobile numbers belong`;
  return (
    `${numbers} to more than one customer: new customers and changes are refused such a number, but the ` +
    'customers who share one stay as they are until someone merges them (then a unique index can be made).'
  );
}
