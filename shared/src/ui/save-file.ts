/**
 * Saves what the page made or fetched (an export, a PDF) as a file in the browser's downloads, under `fileName`.
 * The object URL lives a little longer than the click, which some browsers still read after it returns.
 */
export function saveFile(data: Blob, fileName: string): void {
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
