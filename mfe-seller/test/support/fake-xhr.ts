/**
 * A stand-in for XMLHttpRequest: each `send` is recorded so a test can report upload progress and
 * answer it when it wants.
 */
export class FakeXHR {
  static instances: FakeXHR[] = [];
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXHR.instances.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  get file(): File {
    return this.body?.get('file') as File;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  static install() {
    FakeXHR.instances = [];
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXHR;
  }
}

let n = 0;
export function uploaded() {
  n++;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, url: `/media/img/${id}/large.webp`, thumbnailUrl: `/media/img/${id}/thumb.webp`, width: 1920, height: 1440 };
}

/** A File of the given type and size (contents do not matter to the form). */
export function fakeFile(name: string, type = 'image/jpeg', size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
