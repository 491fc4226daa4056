import { GALLERY_PHOTO_SIZES } from '@rl/contracts';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, ExpandIcon, gridCenter, gridGap, inlineRow } from '@rl/web-kit';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { VehiclePhoto } from '@rl/web-kit/vehicles';
import { PhotoViewer } from './PhotoViewer';

/**
 * The listing's photos (spec §2): previous/next, thumbnails, a '3 / 9' counter, and the arrow keys
 * (plus Home/End) while focus is anywhere in the gallery; "View full screen" (or a click on the photo) opens
 * the photo viewer at the same photo, and closing it leaves the gallery on the photo last seen.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const thumbs = useRef<HTMLDivElement>(null);
  useEffect(() => setIndex(0), [images]);

  const current = Math.min(index, Math.max(0, count - 1));
  const go = (to: number) => {
    if (count === 0) return;
    setIndex(((to % count) + count) % count);
  };

  // keep the current thumbnail in view, scrolling the strip only (never the page); not on mount: the
  // strip starts at the first photo, and measuring it then forces a layout of the whole page mid-load
  const scrolledTo = useRef(current);
  useEffect(() => {
    if (scrolledTo.current === current) return;
    scrolledTo.current = current;
    const strip = thumbs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !active || typeof strip.scrollTo !== 'function') return;
    strip.scrollTo({ left: active.offsetLeft - strip.clientWidth / 2 + active.clientWidth / 2, behavior: 'smooth' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // keys of the photo viewer reach here too (React events cross its portal): it handles its own
    if (count < 2 || viewing || event.defaultPrevented) return;
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };

  return (
    <Region
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="gallery"
    >
      <Stage onClick={(e) => count > 0 && e.target instanceof HTMLImageElement && setViewing(true)}>
        <VehiclePhoto
          key={images[current] ?? 'stock'}
          src={images[current]}
          alt={count > 0 ? `${name}, photo ${current + 1} of ${count}` : name}
          sizes={GALLERY_PHOTO_SIZES}
          priority={current === 0}
        />
        {count > 1 && (
          <>
            <Nav type="button" $side="left" aria-label="Previous photo" onClick={() => go(current - 1)}>
              <ChevronLeftIcon size={24} />
            </Nav>
            <Nav type="button" $side="right" aria-label="Next photo" onClick={() => go(current + 1)}>
              <ChevronRightIcon size={24} />
            </Nav>
          </>
        )}
        {count > 0 && (
          <FullScreen type="button" aria-label="View full screen" onClick={() => setViewing(true)}>
            <ExpandIcon size={18} />
          </FullScreen>
        )}
        {count > 0 && (
          <Counter aria-live="polite" aria-atomic="true" data-testid="gallery-counter">
            <CameraIcon size={14} />
            {current + 1} / {count}
          </Counter>
        )}
      </Stage>
      {count > 1 && (
        <Thumbs ref={thumbs} aria-label="Photo thumbnails">
          {images.map((src, i) => (
            <Thumb
              key={`${src}-${i}`}
              type="button"
              aria-label={`Show photo ${i + 1} of ${count}`}
              aria-current={i === current}
              onClick={() => go(i)}
            >
              <VehiclePhoto src={src} alt="" sizes="120px" />
            </Thumb>
          ))}
        </Thumbs>
      )}
      {viewing && (
        <PhotoViewer images={images} name={name} index={current} onIndex={go} onClose={() => setViewing(false)} />
      )}
    </Region>
  );
}

const Region = styled.section`
  ${gridGap(10)}
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus-visible { outline-offset: 4px; }
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #0b1526;
  > img { cursor: zoom-in; }
  > img, > svg { width: 100%; height: 100%; object-fit: cover; }
`;

const Nav = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 12px;' : 'right: 12px;')}
  transform: translateY(-50%);
  ${gridCenter}
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  transition: background 150ms ease, transform 150ms ease;
  &:hover { background: #fff; transform: translateY(-50%) scale(1.06); }
`;

const FullScreen = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  ${gridCenter}
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(7, 11, 20, 0.72);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgba(7, 11, 20, 0.88); }
`;

const Counter = styled.p`
  position: absolute;
  right: 12px;
  bottom: 12px;
  ${inlineRow}
  gap: 6px;
  padding: 5px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(7, 11, 20, 0.72);
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Thumbs = styled.div`
  position: relative;
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 2px 2px 6px;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
`;

const Thumb = styled.button`
  flex: 0 0 auto;
  width: 92px;
  aspect-ratio: 3 / 2;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e9edf2;
  cursor: pointer;
  opacity: 0.7;
  scroll-snap-align: center;
  transition: opacity 150ms ease, border-color 150ms ease;
  > img, > svg { width: 100%; height: 100%; object-fit: cover; }
  &:hover { opacity: 1; }
  &[aria-current='true'] { opacity: 1; border-color: ${({ theme }) => theme.colors.accent}; }
  ${({ theme }) => theme.media.md} { width: 108px; }
`;
