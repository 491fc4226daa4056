import sharp from 'sharp';
import { ImageRejected, hardenSharp, processImage, relaxSharp, sniffImageType } from '../src/images/process-image.js';
import { gif, jpeg, png, pngBomb, webp } from './images.js';

/** The processing function alone (the one the route and the benchmark run), on awkward inputs. */
describe('processImage', () => {
  it('sniffs JPEG, PNG and WebP by their first bytes only', async () => {
    expect(sniffImageType(await jpeg(10, 10))).toBe('jpeg');
    expect(sniffImageType(await png(10, 10))).toBe('png');
    expect(sniffImageType(await webp(10, 10))).toBe('webp');
    expect(sniffImageType(await gif())).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  const rejects = async (input: Buffer, status: number, opts?: Parameters<typeof processImage>[1]) => {
    const err = await processImage(input, opts).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ImageRejected);
    expect((err as ImageRejected).status).toBe(status);
  };

  it('refuses by size, type, pixel count and corruption', async () => {
    await rejects(Buffer.alloc(0), 400);
    await rejects(Buffer.concat([await jpeg(10, 10), Buffer.alloc(10 * 1024 * 1024)]), 413);
    await rejects(await gif(), 415);
    await rejects(pngBomb(20_000, 20_000), 422);
    await rejects(await png(1000, 1000), 422, { maxPixels: 999_999 });
    const whole = await png(300, 300);
    await rejects(whole.subarray(0, whole.length - 40), 400);
  });

  it('takes 16-bit PNG, greyscale, CMYK JPEG and alpha, and gives 8-bit sRGB WebP', async () => {
    const inputs = [
      await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 200, b: 30 } } }).toColourspace('rgb16').png().toBuffer(),
      await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 90, b: 90 } } }).greyscale().png().toBuffer(),
      await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 30, b: 30 } } }).toColourspace('cmyk').jpeg().toBuffer(),
      await png(400, 300, true),
    ];
    for (const input of inputs) {
      const out = await processImage(input);
      expect(out.variants.map((v) => [v.name, v.width, v.height])).toEqual([['thumb', 320, 240], ['medium', 400, 300], ['large', 400, 300]]);
      for (const v of out.variants) {
        const m = await sharp(v.data).metadata();
        expect(m).toMatchObject({ format: 'webp', depth: 'uchar', space: 'srgb' });
        expect(m.icc).toBeUndefined();
      }
    }
  });

  it('keeps the colour of a CMYK JPEG (converted, not reinterpreted)', async () => {
    const cmyk = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 30 } } }).toColourspace('cmyk').jpeg({ quality: 95 }).toBuffer();
    const out = await processImage(cmyk);
    const { data } = await sharp(out.variants[0].data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[1]).toBeLessThan(90);
  });

  it('hardenSharp: libvips itself refuses every decoder but JPEG, PNG and WebP', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(sharp(svg).metadata()).resolves.toMatchObject({ format: 'svg' });
    hardenSharp();
    try {
      await expect(sharp(svg).metadata()).rejects.toThrow(/unsupported image format/);
      await expect(sharp(await gif()).metadata()).rejects.toThrow(/unsupported image format/);
      await expect(processImage(await jpeg(50, 50))).resolves.toBeDefined();
      await expect(processImage(await png(50, 50))).resolves.toBeDefined();
      await expect(processImage(await webp(50, 50))).resolves.toBeDefined();
    } finally {
      relaxSharp();
    }
    await expect(sharp(svg).metadata()).resolves.toMatchObject({ format: 'svg' });
  });
});
