// Reading an uncontrolled form's values (the ui-kit's fields work with `new FormData(form)`). Take a chosen file
// from the kit's ImageInput `onFileChange` instead: it hands over only accepted files, and in tests FormData would
// turn it into a jsdom File that Node's fetch cannot send.

/** The text a form field holds; '' when absent. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
