/** Saves a Blob under a file name (a CSV fetched with the session's headers). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the click starts the download synchronously; release the URL on the next tick
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "payroll-2026-11-21.csv" */
export function datedFileName(base: string, now: Date = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
