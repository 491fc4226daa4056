import { ChevronLeftIcon, ChevronRightIcon, Dialog, gridCenter, ZoomInIcon, ZoomOutIcon } from '@rl/web-kit';
import { VehiclePhoto } from '@rl/web-kit/vehicles';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import styled from 'styled-components';

/** how far a finger must travel sideways, in px, for a swipe to turn the photo */
const SWIPE_PX = 50;
const ZOOM = 2.5;

interface Props {
  images: string[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The listing's photos over the whole screen: previous/next by buttons, arrow keys (Home/End) and swipes;
 * zoom by the button, the + and - keys or a double click (at that point), and dragging pans a zoomed photo.
 * Escape, the close button or the browser's focus rules as in every dialog (web-kit's Dialog).
 */
export function PhotoViewer({ images, name, index, onIndex, onClose }: Props) {
  const count = images.length;
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const pointer = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null);

  const zoom = (on: boolean, at = { x: 50, y: 50 }) => {
    setZoomed(on);
    setOrigin(at);
    setPan({ x: 0, y: 0 });
  };
  const go = (to: number) => {
    if (count < 2) return;
    zoom(false);
    onIndex(((to % count) + count) % count);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (e.key in moves) {
      e.preventDefault();
      go(moves[e.key]);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoom(true);
    } else if (e.key === '-' || e.key === '0') {
      e.preventDefault();
      zoom(false);
    }
  };

  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    if (zoomed) return zoom(false);
    const box = e.currentTarget.getBoundingClientRect();
    const at = box.width > 0 && box.height > 0
      ? { x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 }
      : { x: 50, y: 50 };
    zoom(true, at);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointer.current = { x: e.clientX, y: e.clientY, panX: pan.x, panY: pan.y };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || !zoomed) return;
    setPan({ x: start.panX + (e.clientX - start.x), y: start.panY + (e.clientY - start.y) });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || zoomed) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <Dialog
      size="full"
      title={name}
      description={count > 0 ? `Photo ${index + 1} of ${count}` : undefined}
      closeButton
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <Stage
        data-testid="photo-viewer-stage"
        $zoomed={zoomed}
        onDoubleClick={onDoubleClick}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => { pointer.current = null; }}
      >
        <Frame
          style={{
            transform: zoomed ? `translate(${pan.x}px, ${pan.y}px) scale(${ZOOM})` : undefined,
            transformOrigin: `${origin.x}% ${origin.y}%`,
          }}
        >
          <VehiclePhoto
            key={images[index] ?? 'stock'}
            src={images[index]}
            alt={count > 0 ? `${name}, photo ${index + 1} of ${count}` : name}
            sizes="100vw"
            priority
          />
        </Frame>
      </Stage>
      <Controls>
        {count > 1 && (
          <Round type="button" aria-label="Previous photo" onClick={() => go(index - 1)}>
            <ChevronLeftIcon size={24} />
          </Round>
        )}
        <Round type="button" aria-label={zoomed ? 'Zoom out' : 'Zoom in'} aria-pressed={zoomed} onClick={() => zoom(!zoomed)}>
          {zoomed ? <ZoomOutIcon size={22} /> : <ZoomInIcon size={22} />}
        </Round>
        {count > 1 && (
          <Round type="button" aria-label="Next photo" onClick={() => go(index + 1)}>
            <ChevronRightIcon size={24} />
          </Round>
        )}
      </Controls>
    </Dialog>
  );
}

const Stage = styled.div<{ $zoomed: boolean }>`
  position: absolute;
  inset: 0 0 72px;
  overflow: hidden;
  ${gridCenter}
  touch-action: ${({ $zoomed }) => ($zoomed ? 'none' : 'pan-y')};
  cursor: ${({ $zoomed }) => ($zoomed ? 'grab' : 'zoom-in')};
  user-select: none;
`;

const Frame = styled.div`
  width: 100%;
  height: 100%;
  transition: transform 160ms ease-out;
  > img, > svg { width: 100%; height: 100%; object-fit: contain; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 12px;
  display: flex;
  justify-content: center;
  gap: 16px;
`;

const Round = styled.button`
  ${gridCenter}
  width: 48px;
  height: 48px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.24); }
  &[aria-pressed='true'] { background: rgba(255, 255, 255, 0.3); }
`;
