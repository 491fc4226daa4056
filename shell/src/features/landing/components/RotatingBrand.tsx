import styled, { keyframes } from 'styled-components';
import { ROTATING_BRANDS, ROTATION_INTERVAL_MS } from '../rotation';
import { useRotation } from '../hooks/useRotation';

/**
 * The hero's brand word: Mercedes, BMW, Porsche, Lexus, Range Rover, one every 4 s. It stays on the
 * first word when the user prefers reduced motion or pauses it.
 */
export function RotatingBrand({ running }: { running: boolean }) {
  const index = useRotation(ROTATING_BRANDS.length, ROTATION_INTERVAL_MS, running);
  const word = ROTATING_BRANDS[index];
  // A new key restarts the entrance animation for each word.
  return (
    <Word key={word} data-testid="rotating-brand">
      {word}
    </Word>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.35em); }
  to { opacity: 1; transform: none; }
`;

const Word = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.accent};
  animation: ${enter} 500ms ease-out both;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
