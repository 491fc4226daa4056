import sharp from 'sharp';
const left = { r: 255, g: 0, b: 0 };
const img = await sharp({ create: { width: 400, height: 200, channels: 3, background: left } })
  .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 200, top: 0 }])
  .jpeg()
  .withExif({ IFD0: { Orientation: '6', Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
  .toBuffer();
const m = await sharp(img).metadata();
console.log(m.width, m.height, m.orientation, m.exif?.length, m.exif?.includes(Buffer.from('TestCam')), m.autoOrient);
console.log(m.exif.toString('latin1').replace(/[^\x20-\x7e]/g,'.'));
// gps tag 0x8825 present?
const ex = m.exif; console.log('gps ifd ptr', ex.indexOf(Buffer.from([0x88,0x25])), ex.indexOf(Buffer.from([0x25,0x88])));
const withM = await sharp({ create: { width: 40, height: 20, channels: 3, background: left } }).jpeg().withMetadata({orientation: 6}).withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } }).toBuffer();
const m2 = await sharp(withM).metadata(); console.log('m2', m2.orientation, m2.exif?.length);
