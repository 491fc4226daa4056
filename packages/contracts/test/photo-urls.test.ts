import { IMAGE_VARIANTS, mediaUrl, parseMediaUrl, photoKey, photoSrcSet, photoVariantUrl } from '../src/index.js';

// One description of the stored photo URL, used by the media service (keys) and every app (sizes).
describe('photo URLs', () => {
  const id = '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b';
  const large = mediaUrl(photoKey(id, 'large'));

  it('names each stored variant of a photo', () => {
    expect(large).toBe(`/media/img/${id}/large.webp`);
    expect(photoVariantUrl(large, 'thumb')).toBe(`/media/img/${id}/thumb.webp`);
    expect(photoVariantUrl(mediaUrl(photoKey(id, 'thumb')), 'large')).toBe(large);
  });

  it('lists every variant with its width in srcset, smallest first', () => {
    expect(photoSrcSet(large)).toBe(IMAGE_VARIANTS.map((v) => `/media/img/${id}/${v.name}.webp ${v.max}w`).join(', '));
    expect(photoSrcSet(large)).toContain('thumb.webp 320w');
  });

  it('leaves other URLs alone', () => {
    for (const other of ['https://example.com/car.jpg', '/media/img/x/original.png', 'data:image/png;base64,AAA']) {
      expect(photoVariantUrl(other, 'thumb')).toBe(other);
      expect(photoSrcSet(other)).toBeUndefined();
    }
  });
});

describe('parseMediaUrl, the one reading of a media URL', () => {
  const id = '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b';

  it('gives the storage key, and a stored photo its image id and variant', () => {
    expect(parseMediaUrl(`/media/img/${id}/medium.webp`)).toEqual({ key: `img/${id}/medium.webp`, photo: { id, variant: 'medium' } });
    expect(parseMediaUrl(`https://cdn.example.com/media/img/${id}/thumb.webp`)).toEqual({ key: `img/${id}/thumb.webp`, photo: { id, variant: 'thumb' } });
    expect(parseMediaUrl('/media/docs/history.pdf')).toEqual({ key: 'docs/history.pdf', photo: null });
  });

  it('refuses what is not a media URL or could leave its folders', () => {
    for (const url of ['/api/media/images', 'https://example.com/car.jpg', '/media/', '/media/../secrets', '/media/img/../../x', 'http://[bad', 'data:image/png;base64,AAA']) {
      expect(parseMediaUrl(url)).toBeNull();
    }
  });
});
