/** Hands a file made on the device to the browser's download, with no trip to a server (works offline). */
export function downloadFile(fileName: string, type: string, content: string): void {
  downloadBlob(fileName, new Blob([content], { type }));
}

/** The same for a file already held as a Blob (a streamed download gathered on the device). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
