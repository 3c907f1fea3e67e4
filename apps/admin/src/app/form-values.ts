// Reading an uncontrolled form's values (the ui-kit's fields work with `new FormData(form)`).

/** The text a form field holds; '' when absent. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The file a file input holds; undefined when none was chosen (browsers send an empty, nameless file then). */
export function formFile(data: FormData, name: string): File | undefined {
  const value = data.get(name);
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : undefined;
}
