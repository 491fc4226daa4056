import { ScreenPlaceholder } from '@rl/web-kit';
import type { ReactNode } from 'react';

/** Frame of the informational pages; their full content comes in a later issue. */
export function StaticPage({ title, summary, children }: { title: string; summary: string; children?: ReactNode }) {
  return (
    <ScreenPlaceholder eyebrow="Remote Listings" title={title} description={summary}>
      {children}
    </ScreenPlaceholder>
  );
}
