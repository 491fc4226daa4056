import { CarIcon } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';

/** The listing's first photo (a car glyph when it has none or the photo fails). Decorative: the title is beside it. */
export function VehicleThumb({ images, $size = 'md' }: { images: readonly string[]; $size?: 'md' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  const src = images[0];
  return (
    <Frame $size={$size}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <CarIcon size={26} />
      )}
    </Frame>
  );
}

const Frame = styled.div<{ $size: 'md' | 'lg' }>`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: ${({ $size }) => ($size === 'lg' ? '112px' : '88px')};
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(135deg, #e9edf3, #d9dfe8);
  color: ${({ theme }) => theme.colors.textMuted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;
