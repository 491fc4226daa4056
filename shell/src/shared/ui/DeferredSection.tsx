import { Suspense, useRef, type ReactNode } from 'react';
import { useInView } from '../hooks/useInView';

/**
 * Renders `children` (typically a React.lazy component) only once this spot comes within 600 px of
 * the viewport, so below-the-fold chunks stay off the first load. An empty block of
 * `placeholderHeight` keeps the page's length meanwhile.
 */
export function DeferredSection({ children, placeholderHeight }: { children: ReactNode; placeholderHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin: '600px 0px' });
  const placeholder = <div style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
  return (
    <div ref={ref} data-deferred={near ? 'loaded' : 'waiting'}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
