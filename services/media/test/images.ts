import zlib from 'node:zlib';
import sharp from 'sharp';

/** Test images, made with sharp (and one PNG bomb written by hand: sharp takes ~17 s to encode one). */

const rgb = (r: number, g: number, b: number) => ({ r, g, b });

/**
 * A JPEG stored 400 x 200, left half red and right half blue, EXIF orientation 6 (shown rotated 90°
 * clockwise: 200 x 400, red on top) and GPS tags.
 */
export async function jpegWithExifAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: rgb(255, 0, 0) } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: rgb(0, 0, 255) } }, left: 200, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function png(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 20, g: 120, b: 60, alpha: 0.5 } : rgb(20, 120, 60) } })
    .png()
    .toBuffer();
}

export async function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb(200, 180, 20) } }).webp().toBuffer();
}

export async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb(90, 90, 90), noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: rgb(1, 2, 3) } }).gif().toBuffer();
}

/** A real, valid PNG of width x height 1-bit black pixels: tiny on disk, `width * height` pixels decoded. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels, every row
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** True when a WebP (RIFF) file carries an EXIF, XMP or ICC chunk. */
export function webpHasMetadataChunks(buf: Buffer): boolean {
  let off = 12;
  while (off + 8 <= buf.length) {
    const type = buf.toString('ascii', off, off + 4);
    if (type === 'EXIF' || type === 'XMP ' || type === 'ICCP') return true;
    const size = buf.readUInt32LE(off + 4);
    off += 8 + size + (size % 2);
  }
  return false;
}
