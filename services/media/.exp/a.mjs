import sharp from 'sharp';
let t=Date.now();
const {pngBomb} = await import('./bomb.mjs'); const big = pngBomb(20000,20000);
console.log('bomb', Date.now()-t, big.length ?? big.message);
t=Date.now();
const meta = await sharp(big,{limitInputPixels:false}).metadata(); console.log('meta', meta.width, meta.height, Date.now()-t);
try { await sharp(big, {limitInputPixels: 40e6}).webp().toBuffer(); } catch(e) { console.log('limit err:', e.message) }
// jpeg 
const noise = await sharp({create:{width:2000,height:1500,channels:3,background:{r:100,g:150,b:200}, noise:{type:'gaussian',mean:128,sigma:30}}}).jpeg({quality:85}).toBuffer();
const trunc = noise.subarray(0, Math.floor(noise.length/2));
for (const f of ['none','truncated','error','warning']) {
  try { const m = await sharp(trunc).metadata(); const o = await sharp(trunc,{failOn:f}).resize(320).webp().toBuffer(); console.log(f,'ok', o.length, m.width) } catch(e) { console.log(f,'err', e.message) }
}
// block
sharp.block({operation:['VipsForeignLoad']});
sharp.unblock({operation:['VipsForeignLoadJpegBuffer','VipsForeignLoadPngBuffer','VipsForeignLoadWebpBuffer']});
const png = await sharp({create:{width:20,height:20,channels:3,background:'red'}}).png().toBuffer();
const webp = await sharp({create:{width:20,height:20,channels:3,background:'red'}}).webp().toBuffer();
for (const [n,b] of [['jpeg',noise],['png',png],['webp',webp],['svg',Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],['gif', await sharp({create:{width:20,height:20,channels:3,background:'red'}}).gif().toBuffer()]]) {
  try { const o = await sharp(b).resize(10).webp().toBuffer(); console.log(n,'ok') } catch(e) { console.log(n,'err', e.message) }
}
