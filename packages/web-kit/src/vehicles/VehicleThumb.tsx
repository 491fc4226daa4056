import { photoVariantUrl, type ImageVariantName } from '@rl/contracts';
import { CarIcon } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';

/**
 * A listing's cover photo (the first image) in a small size: 88 px wide, 4:3, unless `className`
 * (a styled() wrapper) sizes it. Tries the stored `variant`, then the URL as given, then shows a car
 * glyph. Decorative: the vehicle's name is always beside it.
 */
export function VehicleThumb({
  images,
  variant = 'thumb',
  className,
}: {
  images: readonly string[];
  variant?: ImageVariantName;
  className?: string;
}) {
  const src = images[0];
  const candidates = src ? [...new Set([photoVariantUrl(src, variant), src])] : [];
  const [attempt, setAttempt] = useState(0);
  const current = candidates[attempt];
  return (
    <Frame className={className} aria-hidden="true">
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
