/** Saves data the app fetched (a CSV export) as a file, the way a link with `download` would. */
export function saveFile(contents: Blob | string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof contents === 'string' ? new Blob([contents], { type }) : contents;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
