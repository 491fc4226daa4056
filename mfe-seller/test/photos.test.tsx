import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { movePhoto, removePhoto, imagesCoverFirst, type PhotoItem, type PhotoState } from '../src/features/listing-form/model/photos';
import { callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, formReady, quietEnrichment } from './support/form';
import { fakeFile, FakeXHR, uploaded } from './support/fake-xhr';
import { lastToast, renderSeller, resetStores } from './support/render';

const MB = 1024 * 1024;

describe('cover index (pure)', () => {
  const photos = (n: number): PhotoItem[] => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, name: `p${i}`, status: 'done', progress: 1, url: `/media/${i}` }));
  const keyOfCover = (s: PhotoState) => s.photos[s.cover]?.key;

  test('removing a photo before the cover keeps the same cover photo', () => {
    const s = removePhoto({ photos: photos(4), cover: 2 }, 0);
    expect(s.cover).toBe(1);
    expect(keyOfCover(s)).toBe('k2');
  });
  test('removing a photo after the cover changes nothing', () => {
    expect(removePhoto({ photos: photos(4), cover: 1 }, 3)).toMatchObject({ cover: 1 });
  });
  test('removing the cover makes the first photo the cover', () => {
    const s = removePhoto({ photos: photos(4), cover: 2 }, 2);
    expect(s.cover).toBe(0);
    expect(keyOfCover(s)).toBe('k0');
  });
  test('removing the last photo leaves cover 0', () => {
    expect(removePhoto({ photos: photos(1), cover: 0 }, 0)).toEqual({ photos: [], cover: 0 });
  });
  test('moving the cover: the cover follows it', () => {
    const s = movePhoto({ photos: photos(4), cover: 0 }, 0, 3);
    expect(s.photos.map((p) => p.key)).toEqual(['k1', 'k2', 'k3', 'k0']);
    expect(keyOfCover(s)).toBe('k0');
  });
  test('moving another photo across the cover keeps the same cover photo', () => {
    const forward = movePhoto({ photos: photos(4), cover: 2 }, 0, 3);
    expect(keyOfCover(forward)).toBe('k2');
    const backward = movePhoto({ photos: photos(4), cover: 1 }, 3, 0);
    expect(keyOfCover(backward)).toBe('k1');
    const besides = movePhoto({ photos: photos(4), cover: 0 }, 2, 3);
    expect(keyOfCover(besides)).toBe('k0');
  });
  test('images: the cover first, then the others in order (uploads in progress left out)', () => {
    const list = photos(4);
    list[1] = { ...list[1], status: 'uploading', url: undefined };
    expect(imagesCoverFirst({ photos: list, cover: 2 })).toEqual(['/media/2', '/media/0', '/media/3']);
  });
});

describe('photo uploads', () => {
  beforeEach(() => {
    resetStores();
    FakeXHR.install();
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, 'DELETE /api/media/images': () => fakeResponse(204) });
  });

  const open = async () => {
    renderSeller('/create-listing');
    await formReady();
    return screen.getByTestId('photo-input') as HTMLInputElement;
  };
  const user = () => userEvent.setup({ applyAccept: false });
  const problems = () => screen.getByRole('alert', { name: 'Some photos were not added' });
  const tiles = () => within(screen.getByRole('list', { name: 'Uploaded photos' })).getAllByRole('listitem');
  const answerAll = async () => {
    for (const xhr of FakeXHR.instances.filter((x) => x.status === 0 && !x.aborted)) {
      await act(async () => xhr.respond(201, uploaded()));
    }
  };

  test('each file: POST /api/media/images (field "file", cookies), a progress bar, "Uploading..." while busy, then the notice', async () => {
    const input = await open();
    expect(screen.getByText('PNG, JPG up to 10MB each')).toBeTruthy();
    await user().upload(input, [fakeFile('front.jpg'), fakeFile('rear.png', 'image/png')]);
    expect(FakeXHR.instances).toHaveLength(2);
    const [first] = FakeXHR.instances;
    expect(first).toMatchObject({ method: 'POST', url: '/api/media/images', withCredentials: true });
    expect(first.file.name).toBe('front.jpg');
    const button = screen.getByRole('button', { name: 'Uploading...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    act(() => first.progress(30, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    act(() => first.progress(75, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('75');

    await answerAll();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeTruthy());
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    expect(lastToast()).toMatchObject({ description: 'Uploaded 2 image(s) successfully' });
    expect(tiles()).toHaveLength(2);
    expect(within(tiles()[0]).getByRole('img').getAttribute('src')).toMatch(/\/thumb\.webp$/);
    expect(screen.getByText('2 / 10 photos')).toBeTruthy();
  });

  test('the 11th photo is refused', async () => {
    const input = await open();
    await user().upload(input, Array.from({ length: 11 }, (_, i) => fakeFile(`p${i + 1}.jpg`)));
    expect(FakeXHR.instances).toHaveLength(3); // 3 at a time
    expect(within(problems()).getByText(/p11\.jpg was not added: at most 10 photos per listing/)).toBeTruthy();
    for (let round = 0; round < 4; round++) await answerAll();
    // the eleventh was not added: the notice counts it
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload Warning', description: '1 image(s) failed to upload. Please try again.' }));
    expect(tiles()).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Upload Photos' }) as HTMLButtonElement).disabled).toBe(true);
    // one more while full: refused, nothing sent
    const before = FakeXHR.instances.length;
    await user().upload(input, [fakeFile('extra.jpg')]);
    expect(FakeXHR.instances).toHaveLength(before);
    expect(lastToast()).toMatchObject({ title: 'Upload Warning', description: 'extra.jpg was not added: at most 10 photos per listing.' });
  });

  test('files over 10 MB and non-images are refused before any upload', async () => {
    const input = await open();
    await user().upload(input, [fakeFile('huge.jpg', 'image/jpeg', 10 * MB + 1), fakeFile('notes.pdf', 'application/pdf'), fakeFile('anim.gif', 'image/gif')]);
    expect(FakeXHR.instances).toHaveLength(0);
    const alert = problems();
    expect(within(alert).getByText('huge.jpg is larger than 10 MB')).toBeTruthy();
    expect(within(alert).getByText('notes.pdf is not a JPG, PNG or WebP image')).toBeTruthy();
    expect(within(alert).getByText('anim.gif is not a JPG, PNG or WebP image')).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Upload Warning', variant: 'destructive' });
    // exactly 10 MB is fine
    await user().upload(input, [fakeFile('ok.jpg', 'image/jpeg', 10 * MB)]);
    expect(FakeXHR.instances).toHaveLength(1);
  });

  test('failed uploads: "Upload Warning" / "{n} image(s) failed to upload. Please try again.", the photo is dropped', async () => {
    const input = await open();
    await user().upload(input, [fakeFile('a.jpg'), fakeFile('b.jpg')]);
    const [a, b] = FakeXHR.instances;
    await act(async () => a.respond(201, uploaded()));
    await act(async () => b.respond(413, { statusCode: 413, error: 'Payload Too Large', message: 'The file is larger than 10 MB', fields: [{ field: 'file', message: 'The file is larger than 10 MB' }] }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload Warning', description: '1 image(s) failed to upload. Please try again.' }));
    expect(tiles()).toHaveLength(1);
    expect(within(problems()).getByText('b.jpg could not be uploaded: The file is larger than 10 MB')).toBeTruthy();
  });

  test('the warning counts every file that was not added: refused before uploading and failed while uploading', async () => {
    const input = await open();
    await user().upload(input, [fakeFile('ok.jpg'), fakeFile('huge.jpg', 'image/jpeg', 10 * MB + 1), fakeFile('bad.jpg')]);
    const [ok, bad] = FakeXHR.instances;
    await act(async () => ok.respond(201, uploaded()));
    await act(async () => bad.respond(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The image is too large to process', fields: [{ field: 'file', message: 'The image is too large to process' }] }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload Warning', description: '2 image(s) failed to upload. Please try again.' }));
    expect(tiles()).toHaveLength(1);
  });

  test('cover: the first by default, the star sets it, it follows removals and moves', async () => {
    const input = await open();
    await user().upload(input, [fakeFile('one.jpg'), fakeFile('two.jpg'), fakeFile('three.jpg')]);
    await answerAll();
    await waitFor(() => expect(tiles()).toHaveLength(3));
    const u = user();
    const coverName = () => tiles().findIndex((t) => within(t).queryByText('Cover'));
    const nameAt = (i: number) => within(tiles()[i]).getByRole('img').getAttribute('alt');
    expect(coverName()).toBe(0);
    expect(screen.getByRole('button', { name: 'Photo 1 is the cover photo' }).getAttribute('aria-pressed')).toBe('true');

    await u.click(screen.getByRole('button', { name: 'Set photo 3 as cover' }));
    expect(coverName()).toBe(2);
    expect(nameAt(2)).toBe('Photo 3: three.jpg');

    // keyboard reorder: move the cover earlier, it stays the cover
    await u.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(nameAt(1)).toBe('Photo 2: three.jpg');
    expect(coverName()).toBe(1);

    // remove the photo before it: still the same cover
    await u.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(2);
    expect(nameAt(0)).toBe('Photo 1: three.jpg');
    expect(coverName()).toBe(0);
    // a photo uploaded in this form and removed is deleted from storage
    expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/media\/images\/[0-9a-f-]+$/), expect.objectContaining({ method: 'DELETE' }));

    // remove the cover: the first becomes the cover
    await u.click(screen.getByRole('button', { name: 'Photo 1 is the cover photo' }));
    await u.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(1);
    expect(coverName()).toBe(0);
  });

  test('drag and drop reorders and the cover follows', async () => {
    const input = await open();
    await user().upload(input, [fakeFile('one.jpg'), fakeFile('two.jpg'), fakeFile('three.jpg')]);
    await answerAll();
    await waitFor(() => expect(tiles()).toHaveLength(3));
    const { fireEvent } = await import('@testing-library/react');
    const data = { setData: jest.fn(), effectAllowed: '', dropEffect: '', types: ['text/plain'], files: [] };
    fireEvent.dragStart(tiles()[0], { dataTransfer: data });
    fireEvent.dragOver(tiles()[2], { dataTransfer: data });
    fireEvent.drop(tiles()[2], { dataTransfer: data });
    const names = tiles().map((t) => within(t).getByRole('img').getAttribute('alt'));
    expect(names).toEqual(['Photo 1: two.jpg', 'Photo 2: three.jpg', 'Photo 3: one.jpg']);
    expect(within(tiles()[2]).getByText('Cover')).toBeTruthy();
    expect(callsTo(globalThis.fetch as jest.Mock, 'POST', '/api/vehicles')).toHaveLength(0);
  });
});
