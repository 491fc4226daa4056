import { CarIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { photoVariantUrl } from '@rl/contracts';

/** A listing's cover photo (the first image), or a neutral car tile when it has none. */
export function VehicleThumb({
  images,
  variant = 'thumb',
  className,
}: {
  images: readonly string[];
  variant?: 'thumb' | 'medium';
  className?: string;
}) {
  const src = images[0];
  return (
    <Frame className={className}>
      {src ? (
        <img src={photoVariantUrl(src, variant)} alt="" loading="lazy" decoding="async" />
      ) : (
        <CarIcon size={26} />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  place-items: center;
  overflow: hidden;
  background: linear-gradient(135deg, #e9edf3, #f6f7f9);
  color: #9aa3b2;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
