import type { Schema } from '@shop/sdk';

/** The signed-in employee of a protected call. */
export interface Session {
  employeeId: bigint;
  /** The employee's role, as of the session's last lookup (every process forgets it when it changes). */
  level: Schema<'EmployeeLevel'>;
  tokenHash: string;
}
