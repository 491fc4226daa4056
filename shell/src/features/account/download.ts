import { SITE } from '@rl/web-kit';

/** `remote-listings-data-2026-03-09.json`: the site's name and the local date. */
export function exportFileName(now = new Date()): string {
  const slug = SITE.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slug}-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Hands `text` to the browser as a downloaded file (a Blob URL on a temporary link). */
export function saveJsonFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has started from the URL; it can go once this task is over
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
