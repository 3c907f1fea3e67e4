/** The id of the data block the server puts in a signed-in page (apps/server/src/http/first-data.ts). */
export const FIRST_DATA_ID = 'shop-first-data';

/** The first reads of the page the server sent, as it answered them to the signed-in person's cookie. */
export interface FirstData {
  /** Whom the server read them for: the answers are used only when that is who the app has signed in. */
  employee: string;
  /** Each read's answer under the query key its loader uses (`[operationId, params]`). */
  answers: ReadonlyArray<{ key: readonly unknown[]; data: unknown }>;
}

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null;
}

function isAnswer(value: unknown): value is FirstData['answers'][number] {
  return isRecord(value) && Array.isArray(value.key) && typeof value.key[0] === 'string' && 'data' in value;
}

/**
 * Reads the page's data block once and takes it out of the page, so nothing later finds the answers in the DOM.
 * Undefined when the page has none (signed out, or the server's reads were not answered in time) or it is not the
 * server's shape.
 */
export function takeFirstData(page: Document): FirstData | undefined {
  const block = page.getElementById(FIRST_DATA_ID);
  if (block === null) return undefined;
  block.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent ?? '');
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed.employee !== 'string' || !Array.isArray(parsed.answers))
    return undefined;
  return { employee: parsed.employee, answers: parsed.answers.filter(isAnswer) };
}
