/**
 * The `If-Match` header of a change made on `record` as it was read (its `version`): the server makes the change
 * only if nobody changed the record since, and answers 412 otherwise. Pass it as `params.header`.
 */
export function ifMatch(record: { version: number }): { 'If-Match': string } {
  return { 'If-Match': `"${record.version}"` };
}
