import type { Schema } from '@shop/sdk';

/** The API token a call was made with: the tool acts as the token's creator, with no more than these scopes. */
export interface ApiTokenPrincipal {
  id: bigint;
  scopes: readonly Schema<'ApiScope'>[];
}

/** The signed-in employee of a protected call (for an API token: its creator). */
export interface Session {
  employeeId: bigint;
  /** The employee's role, as of the session's last lookup (every process forgets it when it changes). */
  level: Schema<'EmployeeLevel'>;
  tokenHash: string;
  /** Set when the call was made with an API token rather than a person's session. */
  apiToken?: ApiTokenPrincipal;
}
