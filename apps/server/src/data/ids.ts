/** A validated id from the API (a decimal string) as the database's bigint. */
export function toId(id: string): bigint {
  return BigInt(id);
}

/** A database id as the API's `_id` string. */
export function idText(id: bigint): string {
  return id.toString();
}

export function ref(id: bigint, name: string): { _id: string; name: string } {
  return { _id: idText(id), name };
}
