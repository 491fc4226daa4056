import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, formReady, quietEnrichment } from './support/form';
import { fakeFile, FakeXHR, uploaded } from './support/fake-xhr';
import { lastToast, renderSeller, resetStores } from './support/render';

const REASON = 'This photo is on the listing 2021 BMW X5 (#12); remove it from the listing first';

describe('removing a photo a listing uses', () => {
  beforeEach(() => {
    resetStores();
    FakeXHR.install();
  });

  const tiles = () => within(screen.getByRole('list', { name: 'Uploaded photos' })).queryAllByRole('listitem');

  async function uploadTwo(deleteAnswer: (id: string) => Response) {
    const images = [uploaded(), uploaded()];
    mockFetchRoutes({
      ...catalogRoutes, ...quietEnrichment,
      ...Object.fromEntries(images.map((img) => [`DELETE /api/media/images/${img.id}`, () => deleteAnswer(img.id)])),
    });
    renderSeller('/create-listing');
    await formReady();
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, [fakeFile('front.jpg'), fakeFile('rear.jpg')]);
    for (const [i, xhr] of FakeXHR.instances.entries()) await act(async () => xhr.respond(201, images[i]));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    return images;
  }

  test('a 409 puts the photo back where it was and shows the reason', async () => {
    await uploadTwo(() => fakeResponse(409, { statusCode: 409, error: 'Conflict', message: REASON }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Photo kept', description: REASON }));
    expect(tiles()).toHaveLength(2);
    expect(within(tiles()[0]).getByRole('img').getAttribute('src')).toMatch(/\/thumb\.webp$/);
  });

  test('a photo nothing uses is deleted and stays removed', async () => {
    const [first] = await uploadTwo(() => fakeResponse(204));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith(`/api/media/images/${first.id}`, expect.objectContaining({ method: 'DELETE' })));
    expect(tiles()).toHaveLength(1);
    expect(lastToast()?.title).not.toBe('Photo kept');
  });
});
