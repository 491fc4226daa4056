import { toast } from '@rl/web-kit';

/** Notices of spec §8 for sharing a listing. */
const SHARE_NOTICES = {
  shared: 'Shared successfully!',
  copied: 'Link copied to clipboard!',
  copiedFallback: 'Link copied!',
} as const;

export type ShareOutcome = 'shared' | 'copied' | 'copiedFallback' | 'cancelled' | 'failed';

/** Copies with a hidden text area and execCommand, for browsers without the async clipboard. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  area.select();
  let ok: boolean;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  if (previous && selection) {
    selection.removeAllRanges();
    selection.addRange(previous);
  }
  return ok;
}

/**
 * Share a listing (spec §8): the native share sheet when the browser has one ('Shared successfully!');
 * otherwise the link goes to the clipboard ('Link copied to clipboard!'), or through the fallback
 * copy method ('Link copied!'). Dismissing the share sheet is not an error.
 */
export async function shareListing(data: { url: string; title: string; text?: string }): Promise<ShareOutcome> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share(data);
      toast({ title: SHARE_NOTICES.shared });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // share refused (no user activation, unsupported data): copy instead
    }
  }
  if (nav?.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      toast({ title: SHARE_NOTICES.copied });
      return 'copied';
    } catch {
      // permission denied or insecure context: the fallback below
    }
  }
  if (legacyCopy(data.url)) {
    toast({ title: SHARE_NOTICES.copiedFallback });
    return 'copiedFallback';
  }
  toast({ title: 'Could not copy the link', description: data.url, variant: 'destructive' });
  return 'failed';
}
