/**
 * The chosen file's content as it is now, held in memory: the file that is checked is the file that is applied,
 * whatever happens to it on disk meanwhile. Undefined when the browser cannot read it (it changed or went away).
 */
export async function copyOf(file: File): Promise<File | undefined> {
  try {
    return new File([await file.arrayBuffer()], file.name, { type: file.type });
  } catch {
    return undefined;
  }
}
