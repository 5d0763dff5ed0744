/**
 * Hands a downloaded file to the browser as a download named `fileName`: an object URL on a temporary
 * link, clicked and removed. The URL is released a little later (a browser may still be reading it right
 * after the click).
 */
export function saveFile(blob: Blob, fileName: string, ownerDocument: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  ownerDocument.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
