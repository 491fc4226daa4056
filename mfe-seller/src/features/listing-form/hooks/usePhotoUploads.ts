import { apiErrorBody, isHttpError, toast } from '@rl/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseMediaUrl, photoVariantUrl, type PhotoTag } from '@rl/contracts';
import { deleteImage } from '../../../shared/api/listings-api';
import { checkPhotos } from '../api/photo-checks';
import { uploadImage, type UploadHandle } from '../api/upload-image';
import {
  asTag, movePhoto, removePhoto, screenPhotoFiles, type PhotoItem, type PhotoRefusal, type PhotoState,
} from '../model/photos';

/** Puts a photo back where it was (a delete the server refused); the cover stays the same photo. */
function restorePhoto(s: PhotoState, photo: PhotoItem, index: number): PhotoState {
  if (s.photos.some((p) => p.key === photo.key)) return s;
  const at = Math.min(index, s.photos.length);
  const photos = [...s.photos.slice(0, at), photo, ...s.photos.slice(at)];
  return { photos, cover: s.photos.length > 0 && at <= s.cover ? s.cover + 1 : s.cover };
}

/** Files uploaded at the same time (the media service processes a few at once and queues the rest). */
const UPLOAD_CONCURRENCY = 3;

let keys = 0;
const nextKey = () => `photo-${++keys}`;

/** A listing's angle tags, by photo URL. */
type Angles = Readonly<Record<string, string>> | undefined;

const fromUrl = (url: string, angles?: Angles): PhotoItem => ({
  key: nextKey(),
  name: parseMediaUrl(url)?.photo?.id ?? url,
  status: 'done',
  progress: 1,
  url,
  thumbnailUrl: photoVariantUrl(url, 'thumb'),
  angle: asTag(angles?.[url]),
});

function uploadProblem(error: unknown): string {
  if (isHttpError(error)) {
    if (error.status === 401) return 'you are signed out';
    return apiErrorBody(error)?.message ?? `the server answered ${error.status}`;
  }
  return error instanceof Error ? error.message : 'the upload failed';
}

async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

const revoke = (p: PhotoItem) => {
  if (p.previewUrl) URL.revokeObjectURL?.(p.previewUrl);
};

/**
 * The photos of the form (spec §4/§5/§9): up to 10 images of 10 MB, each uploaded at once with
 * its own progress; a cover (the first by default) that follows reorders and removals. Notices:
 * 'Uploaded {n} image(s) successfully', or 'Upload Warning' when some failed.
 */
export function usePhotoUploads(initialUrls: readonly string[] = [], initialAngles?: Angles) {
  const [state, setState] = useState<PhotoState>(() => ({ photos: initialUrls.map((u) => fromUrl(u, initialAngles)), cover: 0 }));
  const [problems, setProblems] = useState<PhotoRefusal[]>([]);
  const [uploading, setUploading] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const handles = useRef(new Map<string, UploadHandle>());
  const cancelled = useRef(new Set<string>());
  const mounted = useRef(true);
  const checksRun = useRef(0);

  useEffect(() => {
    mounted.current = true;
    const live = handles.current;
    return () => {
      mounted.current = false;
      live.forEach((h) => h.abort());
      stateRef.current.photos.forEach(revoke);
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<PhotoItem>) => {
    setState((s) => ({ ...s, photos: s.photos.map((p) => (p.key === key ? { ...p, ...patch } : p)) }));
  }, []);

  /**
   * The photo checks of every stored photo together, in the grid's order: near-duplicates need the others.
   * Best effort: without an answer each photo keeps the findings its upload answered.
   */
  const refreshChecks = useCallback(async (urls: readonly string[]) => {
    const run = ++checksRun.current;
    try {
      const { photos } = await checkPhotos(urls);
      if (!mounted.current || run !== checksRun.current) return;
      const byUrl = new Map(photos.map((p) => [p.url, p.findings]));
      setState((s) => ({
        ...s,
        photos: s.photos.map((p) => {
          const found = p.url ? byUrl.get(p.url) : undefined;
          return found ? { ...p, findings: found } : p;
        }),
      }));
    } catch {
      // the upload's own findings stay
    }
  }, []);

  // whenever the stored photos or their order change (the listing's photos on opening, uploads, removals,
  // reorders) and nothing is uploading: the checks of the whole set again
  const storedUrls = state.photos.map((p) => p.url).filter((u): u is string => !!u).join('\n');
  useEffect(() => {
    if (!uploading && storedUrls) void refreshChecks(storedUrls.split('\n'));
  }, [storedUrls, uploading, refreshChecks]);

  const drop = useCallback((key: string) => {
    setState((s) => {
      const i = s.photos.findIndex((p) => p.key === key);
      return i < 0 ? s : removePhoto(s, i);
    });
  }, []);

  const addFiles = useCallback(
    async (input: FileList | readonly File[]) => {
      const files = Array.from(input);
      if (files.length === 0) return;
      const { accepted, refused } = screenPhotoFiles(files, stateRef.current.photos.length);
      setProblems(refused);
      if (accepted.length === 0) {
        toast({
          title: 'Upload Warning',
          description:
            refused.length === 1 ? `${refused[0].name} ${refused[0].reason}.` : `${refused.length} files were not added. See the photo section for details.`,
          variant: 'destructive',
        });
        return;
      }
      const items: PhotoItem[] = accepted.map((file) => ({
        key: nextKey(),
        name: file.name,
        status: 'uploading',
        progress: 0,
        previewUrl: URL.createObjectURL?.(file),
      }));
      setState((s) => ({ ...s, photos: [...s.photos, ...items] }));
      setUploading(true);
      const failures: PhotoRefusal[] = [];
      let uploaded = 0;
      await runLimited(
        accepted.map((file, i) => async () => {
          const { key } = items[i];
          if (cancelled.current.has(key)) return;
          const handle = uploadImage(file, (progress) => update(key, { progress }));
          handles.current.set(key, handle);
          try {
            const image = await handle.promise;
            uploaded++;
            update(key, { status: 'done', progress: 1, url: image.url, thumbnailUrl: image.thumbnailUrl, mediaId: image.id, findings: image.findings ?? null });
          } catch (error) {
            if (!cancelled.current.has(key)) {
              failures.push({ name: file.name, reason: `could not be uploaded: ${uploadProblem(error)}` });
              drop(key);
            }
          } finally {
            handles.current.delete(key);
          }
        }),
        UPLOAD_CONCURRENCY,
      );
      if (!mounted.current) return;
      setUploading(false);
      // every file that did not become a photo counts: refused before uploading (type, size, the limit
      // of 10) and failed while uploading
      const notAdded = refused.length + failures.length;
      if (failures.length > 0) setProblems((p) => [...p, ...failures]);
      if (notAdded > 0) {
        toast({
          title: 'Upload Warning',
          description: `${notAdded} image(s) failed to upload. Please try again.`,
          variant: 'destructive',
        });
      } else if (uploaded > 0) {
        toast({ title: 'Success', description: `Uploaded ${uploaded} image(s) successfully` });
      }
    },
    [drop, update],
  );

  const remove = useCallback((index: number) => {
    const photo = stateRef.current.photos[index];
    if (!photo) return;
    if (photo.status === 'uploading') {
      cancelled.current.add(photo.key);
      handles.current.get(photo.key)?.abort();
    }
    setState((s) => removePhoto(s, s.photos.findIndex((p) => p.key === photo.key)));
    if (!photo.mediaId) {
      revoke(photo);
      return;
    }
    // uploaded in this form: free the storage, unless a listing (or an edit waiting for review) uses the
    // photo: then it comes back with the reason. Other failures leave it to the storage sweep.
    void deleteImage(photo.mediaId).then(() => revoke(photo), (error: unknown) => {
      if (!isHttpError(error) || error.status !== 409) return revoke(photo);
      if (!mounted.current) return;
      setState((s) => restorePhoto(s, photo, index));
      toast({ title: 'Photo kept', description: apiErrorBody(error)?.message ?? 'A listing uses this photo.', variant: 'destructive' });
    });
  }, []);

  const move = useCallback((from: number, to: number) => setState((s) => movePhoto(s, from, to)), []);
  const setAngle = useCallback((index: number, angle: PhotoTag | undefined) => {
    setState((s) => ({ ...s, photos: s.photos.map((p, i) => (i === index ? { ...p, angle } : p)) }));
  }, []);
  const setCover = useCallback((index: number) => setState((s) => (index >= 0 && index < s.photos.length ? { ...s, cover: index } : s)), []);

  /** On edit: the listing's photos, its first image as the cover. */
  const load = useCallback((urls: readonly string[], angles?: Angles) => setState({ photos: urls.map((u) => fromUrl(u, angles)), cover: 0 }), []);

  const reset = useCallback(() => {
    stateRef.current.photos.forEach(revoke);
    setState({ photos: [], cover: 0 });
    setProblems([]);
  }, []);

  return { ...state, uploading, problems, addFiles, remove, move, setCover, setAngle, load, reset, dismissProblems: () => setProblems([]) };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

