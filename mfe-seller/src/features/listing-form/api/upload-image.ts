import { API, IMAGE_UPLOAD_FIELD, type UploadedImage } from '@rl/contracts';
import { HttpError } from '@rl/web-kit';

export interface UploadHandle {
  promise: Promise<UploadedImage>;
  abort: () => void;
}

/**
 * POST /api/media/images with one file in the multipart field `file`. XMLHttpRequest rather than
 * fetch: only it reports upload progress (0..1). A non-201 answer rejects with an HttpError
 * (413 above 10 MB, 415 for non-images, ...); a network failure with a plain Error.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedImage>((resolve, reject) => {
    xhr.open('POST', API.mediaImages);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(1);
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new Error('The upload answer could not be read'));
        }
      } else {
        reject(new HttpError(xhr.status, xhr.responseText ?? '', xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    const form = new FormData();
    form.append(IMAGE_UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
