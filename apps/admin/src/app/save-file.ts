/** Hands a file to the browser to save under `name`, as a link with `download` would. */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns: let it go once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
