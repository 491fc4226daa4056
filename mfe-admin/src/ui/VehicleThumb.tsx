import { photoVariantUrl } from '@rl/contracts';
import { CarIcon } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';


/**
 * The listing's first photo, in its thumb size (the photo as given if that fails, a car glyph if it
 * has none or both fail). Decorative: the title is beside it.
 */
export function VehicleThumb({ images }: { images: readonly string[] }) {
  const src = images[0];
  const candidates = src ? [...new Set([photoVariantUrl(src, 'thumb'), src])] : [];
  const [attempt, setAttempt] = useState(0);
  const current = candidates[attempt];
  return (
    <Frame>
      {current ? (
        <img key={current} src={current} alt="" loading="lazy" decoding="async" onError={() => setAttempt((a) => a + 1)} />
      ) : (
        <CarIcon size={26} />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 88px;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(135deg, #e9edf3, #d9dfe8);
  color: ${({ theme }) => theme.colors.textMuted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;
