/** Hands a blob to the browser as a download under `fileName`, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click's task; revoking it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands `text` to the browser as a download under `fileName`. */
export function saveTextFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
