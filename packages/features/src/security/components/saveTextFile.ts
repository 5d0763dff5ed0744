/**
 * Hands a text to the browser as a download named `fileName` (UTF-8, so Persian text survives): an object
 * URL on a temporary link, clicked and removed, released a little later (a browser may still be reading it
 * right after the click). The same steps as the reports feature's saveFile; a third user should move them
 * to shared.
 */
export function saveTextFile(text: string, fileName: string, ownerDocument: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  ownerDocument.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
