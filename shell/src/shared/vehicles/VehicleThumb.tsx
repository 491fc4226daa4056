import { CarIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { thumbImage } from './images';

/** 88 x 60 thumbnail of a listing's first photo (a car icon without photos). */
export function VehicleThumb({ images }: { images: readonly string[] }) {
  return (
    <Thumb aria-hidden="true">
      {images[0] ? <img src={thumbImage(images[0])} alt="" loading="lazy" decoding="async" /> : <CarIcon size={28} />}
    </Thumb>
  );
}

const Thumb = styled.div`
  display: grid;
  place-items: center;
  width: 88px;
  height: 60px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;
