// The change log's names in words. Operation ids and kinds of record are the document's (camelCase and
// PascalCase); a person reads them as words.

/** An operation id or event in words: `updateItem` is "Update item", `signInFailed` "Sign in failed". */
export function operationWords(operation: string): string {
  const words = operation.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A kind of record in words: `ItemCollection` is "Item Collection". */
export function entityWords(entity: string): string {
  return entity.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** A role in words: "Owner", "Employee". */
export function roleWords(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
