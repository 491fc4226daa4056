import { PHOTO_ANGLES, PHOTO_LIMITS, PHOTO_TAGS, type PhotoTag } from '@rl/contracts';
import {
  ArrowLeftIcon, ArrowRightIcon, capsLabel, centerRow, CloseIcon, dangerText, gridCenter, gridGap, iconCircle, ImageIcon, InfoIcon, inlineRow, mutedText, plainIconButton, StarIcon, UploadIcon, VisuallyHidden, wrapRow,
} from '@rl/web-kit';
import { useRef, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { FieldError } from '../../../shared/ui/form-controls';
import type { PhotoUploads } from '../hooks/usePhotoUploads';
import { fieldId } from '../model/form-values';
import { PHOTO_ACCEPT } from '../model/photos';
import { AngleCoverage } from './AngleCoverage';
import { FormSection } from './FormSection';
import { PhotoFindings } from './PhotoFindings';
import { PhotoGuideDialog } from './PhotoGuideDialog';

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Spec §2/§4/§5/§9 photos: up to 10, image files of 10 MB at most, a progress bar per upload, a star
 * for the cover (the first by default), drag (or the arrow buttons) to reorder, remove.
 */
export function PhotosSection({ uploads, error }: { uploads: PhotoUploads; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [zoneActive, setZoneActive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { photos, cover, uploading, problems } = uploads;
  const full = photos.length >= PHOTO_LIMITS.maxCount;

  const pick = () => input.current?.click();
  const move = (from: number, to: number) => {
    uploads.move(from, to);
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}`);
  };

  const onZoneDrop = (e: DragEvent) => {
    e.preventDefault();
    setZoneActive(false);
    if (!uploading && e.dataTransfer.files.length > 0) void uploads.addFiles(e.dataTransfer.files);
  };

  return (
    <FormSection
      id="photos"
      step={5}
      icon={<ImageIcon size={22} />}
      title="Photos"
      description={`Add up to ${PHOTO_LIMITS.maxCount} photos: the ${PHOTO_ANGLES.length} angles of the photo guide, plus any damage. The starred photo is the cover.`}
      badge={
        <GuideButton type="button" onClick={() => setGuideOpen(true)}>
          <InfoIcon size={15} />
          How to Upload Photos
        </GuideButton>
      }
    >
      <Zone
        $active={zoneActive}
        $invalid={!!error}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setZoneActive(true);
        }}
        onDragLeave={() => setZoneActive(false)}
        onDrop={onZoneDrop}
      >
        <ZoneIcon aria-hidden="true">
          <UploadIcon size={24} />
        </ZoneIcon>
        <div>
          <strong>{full ? 'All 10 photos added' : 'Drag photos here or choose them'}</strong>
          <p id="photo-rules">PNG, JPG up to 10MB each</p>
        </div>
        <UploadButton
          type="button"
          id={fieldId('images')}
          onClick={pick}
          disabled={uploading || full}
          aria-describedby={['photo-rules', error ? `${fieldId('images')}-error` : ''].filter(Boolean).join(' ')}
        >
          <UploadIcon size={16} />
          {uploading ? 'Uploading...' : 'Upload Photos'}
        </UploadButton>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          data-testid="photo-input"
          aria-label="Photo files"
          onChange={(e) => {
            const files = e.target.files ? Array.from(e.target.files) : [];
            e.target.value = ''; // the same file can be picked again
            void uploads.addFiles(files);
          }}
        />
      </Zone>
      <Counter>
        <span>
          {photos.length} / {PHOTO_LIMITS.maxCount} photos
        </span>
        {photos.length > 1 && <span>Drag to reorder, or use the arrows</span>}
      </Counter>
      {error && <FieldError id={`${fieldId('images')}-error`}>{error}</FieldError>}
      {problems.length > 0 && (
        <Problems role="alert" aria-labelledby="photo-problems-title">
          <div>
            <strong id="photo-problems-title">Some photos were not added</strong>
            <ul>
              {problems.map((p, i) => (
                <li key={`${p.name}-${i}`}>
                  {p.name} {p.reason}
                </li>
              ))}
            </ul>
          </div>
          <button type="button" onClick={uploads.dismissProblems} aria-label="Dismiss photo problems">
            <CloseIcon size={16} />
          </button>
        </Problems>
      )}
      {photos.length > 0 && <AngleCoverage photos={photos} />}
      {photos.length > 0 && (
        <Grid aria-label="Uploaded photos">
          {photos.map((photo, i) => {
            const isCover = i === cover;
            const label = `Photo ${i + 1}`;
            const src = photo.thumbnailUrl ?? photo.previewUrl;
            return (
              <Tile
                key={photo.key}
                $over={dragOver === i && dragFrom !== null && dragFrom !== i}
                $dragging={dragFrom === i}
                $cover={isCover}
                $flagged={!!photo.findings?.length}
                draggable
                data-photo-key={photo.key}
                aria-label={`${label}${isCover ? ' (cover)' : ''}`}
                onDragStart={(e) => {
                  setDragFrom(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                }}
                onDragOver={(e) => {
                  if (dragFrom === null) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  setDragOver(i);
                }}
                onDragLeave={() => setDragOver((o) => (o === i ? null : o))}
                onDrop={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  if (dragFrom !== null && dragFrom !== i) move(dragFrom, i);
                  setDragFrom(null);
                  setDragOver(null);
                }}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDragOver(null);
                }}
              >
                <Photo>
                  {src ? <img src={src} alt={`${label}: ${photo.name}`} draggable={false} /> : <ImageIcon size={28} />}
                  {isCover && <CoverBadge>Cover</CoverBadge>}
                  <CornerButton
                    type="button"
                    $side="left"
                    $on={isCover}
                    aria-pressed={isCover}
                    aria-label={isCover ? `${label} is the cover photo` : `Set ${label.toLowerCase()} as cover`}
                    title={isCover ? 'Cover photo' : 'Set as cover'}
                    onClick={() => uploads.setCover(i)}
                  >
                    <StarIcon size={16} filled={isCover} />
                  </CornerButton>
                  <CornerButton type="button" $side="right" aria-label={`Remove ${label.toLowerCase()}`} title="Remove" onClick={() => uploads.remove(i)}>
                    <CloseIcon size={16} />
                  </CornerButton>
                  {photo.status === 'uploading' && (
                    <Progress>
                      <div
                        role="progressbar"
                        aria-label={`Uploading ${photo.name}`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={Math.round(photo.progress * 100)}
                      >
                        <span style={{ width: `${Math.round(photo.progress * 100)}%` }} />
                      </div>
                      <small>{Math.round(photo.progress * 100)}%</small>
                    </Progress>
                  )}
                </Photo>
                <Toolbar>
                  <MoveButton type="button" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={`Move ${label.toLowerCase()} earlier`}>
                    <ArrowLeftIcon size={15} />
                  </MoveButton>
                  <span>{i + 1}</span>
                  <MoveButton
                    type="button"
                    onClick={() => move(i, i + 1)}
                    disabled={i === photos.length - 1}
                    aria-label={`Move ${label.toLowerCase()} later`}
                  >
                    <ArrowRightIcon size={15} />
                  </MoveButton>
                </Toolbar>
                {photo.status === 'done' && (
                  <AngleSelect
                    aria-label={`What ${label.toLowerCase()} shows`}
                    value={photo.angle ?? ''}
                    onChange={(e) => uploads.setAngle(i, (e.target.value || undefined) as PhotoTag | undefined)}
                    $unset={!photo.angle}
                  >
                    <option value="">Choose angle</option>
                    {PHOTO_TAGS.map((tag) => (
                      <option key={tag} value={tag}>
                        {tag}
                      </option>
                    ))}
                  </AngleSelect>
                )}
                <PhotoFindings findings={photo.findings} label={label} />
              </Tile>
            );
          })}
        </Grid>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <PhotoGuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </FormSection>
  );
}

const GuideButton = styled.button`
  ${inlineRow}
  gap: 6px;
  padding: 4px 12px;
  border: 1px solid rgba(200, 164, 93, 0.5);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(200, 164, 93, 0.1);
  color: #7a5d1f;
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: rgba(200, 164, 93, 0.2); }
`;

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>`
  ${wrapRow}
  gap: 14px 18px;
  padding: 22px;
  border: 2px dashed ${({ theme, $active, $invalid }) => ($invalid ? theme.colors.danger : $active ? theme.colors.focus : '#cfd5de')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $active }) => ($active ? 'rgba(76, 141, 255, 0.06)' : '#fafbfc')};
  transition: border-color 120ms ease, background-color 120ms ease;
  > div { flex: 1 1 200px; }
  strong { display: block; font-size: 1rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.88rem; margin-top: 2px; }
`;

const ZoneIcon = styled.span`
  ${iconCircle(52)}
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.accent};
`;

const UploadButton = styled.button`
  ${inlineRow}
  justify-content: center;
  gap: 8px;
  min-height: 46px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 600;
  cursor: pointer;
  @media (max-width: 479px) { width: 100%; }
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.navyRaised}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Counter = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 6px;
  margin: 12px 0 4px;
  ${mutedText('0.84rem')}
  span:first-child { font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
`;

const Problems = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  margin-top: 10px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdecec;
  ${dangerText('0.88rem')}
  ul { margin: 4px 0 0; padding-left: 18px; }
  button {
    flex: none;
    ${gridCenter}
    width: 30px;
    height: 30px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover { background: rgba(180, 35, 24, 0.1); }
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 14px 0 0;
  padding: 0;
  ${gridGap(12)}
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; }
`;

const Tile = styled.li<{ $over: boolean; $dragging: boolean; $cover: boolean; $flagged: boolean }>`
  position: relative;
  overflow: hidden;
  border: 2px solid ${({ theme, $cover, $flagged }) => ($cover ? theme.colors.gold : $flagged ? '#e8a23a' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  transition: transform 120ms ease, box-shadow 120ms ease, opacity 120ms ease;
  ${({ $dragging }) => $dragging && css`opacity: 0.45;`}
  ${({ $over, theme }) =>
    $over &&
    css`
      box-shadow: 0 0 0 3px ${theme.colors.focus};
      transform: scale(1.02);
    `}
`;

const Photo = styled.div`
  position: relative;
  ${gridCenter}
  aspect-ratio: 4 / 3;
  background: #eef1f5;
  color: #9aa3b2;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const CoverBadge = styled.span`
  position: absolute;
  left: 8px;
  bottom: 8px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  ${capsLabel('0.7rem', 800, '0.06em')}
`;

const CornerButton = styled.button<{ $side: 'left' | 'right'; $on?: boolean }>`
  position: absolute;
  top: 6px;
  ${({ $side }) => ($side === 'left' ? 'left: 6px;' : 'right: 6px;')}
  ${gridCenter}
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 50%;
  background: rgba(7, 11, 20, 0.62);
  color: ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.textOnDark)};
  cursor: pointer;
  backdrop-filter: blur(4px);
  &:hover { background: rgba(7, 11, 20, 0.85); }
`;

const Progress = styled.div`
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 8px;
  ${centerRow}
  gap: 8px;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(7, 11, 20, 0.7);
  color: ${({ theme }) => theme.colors.textOnDark};
  > div {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: rgba(255, 255, 255, 0.25);
    overflow: hidden;
  }
  > div > span {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.gold};
    transition: width 150ms linear;
  }
  small { font-size: 0.72rem; font-variant-numeric: tabular-nums; min-width: 32px; text-align: right; }
`;

const Toolbar = styled.div`
  ${centerRow}
  justify-content: space-between;
  padding: 4px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  span { font-size: 0.8rem; font-weight: 700; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const MoveButton = styled.button`
  ${plainIconButton(34)}
  color: ${({ theme }) => theme.colors.text};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:disabled { opacity: 0.3; cursor: default; }
`;

const AngleSelect = styled.select<{ $unset: boolean }>`
  display: block;
  width: calc(100% - 12px);
  min-height: 36px;
  margin: 0 6px 6px;
  padding: 0 8px;
  border: 1px ${({ $unset }) => ($unset ? 'dashed' : 'solid')} ${({ theme, $unset }) => ($unset ? '#c8a45d' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $unset }) => ($unset ? theme.colors.textMuted : theme.colors.text)};
  font-size: 0.8rem;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;
