import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useInView } from '../../../shared/hooks/useInView';
import { usePrefersReducedMotion } from '../../../shared/hooks/usePrefersReducedMotion';

/** Spec §1: scroll-reveal once 15 % of the block is visible (threshold between 0.1 and 0.2). */
export const REVEAL_THRESHOLD = 0.15;

/** Fades and lifts its content in the first time it scrolls into view; still for reduced motion. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const seen = useInView(ref, { threshold: REVEAL_THRESHOLD });
  return (
    <Box ref={ref} data-reveal={reducedMotion || seen ? 'shown' : 'hidden'}>
      {children}
    </Box>
  );
}

const Box = styled.div`
  transition: opacity 700ms ease-out, transform 700ms ease-out;
  &[data-reveal='hidden'] { opacity: 0; transform: translateY(28px); }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-reveal='hidden'] { opacity: 1; transform: none; }
  }
`;
