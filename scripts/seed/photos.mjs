// Generated demo photos: one drawing per angle of spec §9 (no freely licensed car photos exist on npm).
import sharp from 'sharp';

export const ANGLES = [
  'front-angled', 'rear-angled', 'driver-side-profile', 'wheels-and-tires', 'front-seats-and-dashboard', 'back-seats',
  'odometer', 'engine-bay', 'trunk-cargo',
];

const PAINT = {
  Black: '#1b1d22', White: '#eef0f2', Silver: '#b8bec6', Gray: '#6b7079', Red: '#b3202a', Blue: '#1f4e9c',
  Green: '#2f5d3a', Brown: '#6b4a32', Beige: '#cdbb98', Other: '#7a5c9e',
};

const W = 1200;
const H = 800;

function profileCar(paint, { suv = false } = {}) {
  const roof = suv ? 'M330 330 L420 225 L820 225 L900 330 Z' : 'M360 340 L460 250 L760 250 L870 340 Z';
  return `
    <ellipse cx="600" cy="585" rx="430" ry="26" fill="#000" opacity="0.35"/>
    <path d="M170 470 Q175 380 300 350 L360 340 ${suv ? 'L330 330' : ''} L900 338 Q1010 352 1040 420 L1045 500 Q1040 530 1000 535 L200 535 Q165 530 170 470 Z" fill="${paint}" stroke="#0d0f12" stroke-width="4"/>
    <path d="${roof}" fill="${paint}" stroke="#0d0f12" stroke-width="4"/>
    <path d="${suv ? 'M355 325 L430 240 L600 240 L600 325 Z' : 'M385 335 L470 262 L600 262 L600 335 Z'}" fill="#9fc3e6" opacity="0.85"/>
    <path d="${suv ? 'M615 325 L615 240 L810 240 L875 325 Z' : 'M615 335 L615 262 L752 262 L850 335 Z'}" fill="#9fc3e6" opacity="0.85"/>
    <rect x="990" y="405" width="40" height="18" rx="6" fill="#ffd98a"/>
    <rect x="180" y="420" width="30" height="16" rx="5" fill="#d23b3b"/>
    ${[330, 880].map((x) => `<circle cx="${x}" cy="530" r="72" fill="#16181c"/><circle cx="${x}" cy="530" r="42" fill="#aeb4bb"/><circle cx="${x}" cy="530" r="12" fill="#30343a"/>`).join('')}`;
}

function scene(angle, paint, suv, trimPaint) {
  switch (angle) {
    case 'front-angled':
      return `<g transform="translate(120 40) skewY(-6) scale(0.9 1)">${profileCar(paint, { suv })}</g>`;
    case 'rear-angled':
      return `<g transform="translate(1080 40) scale(-0.9 1) skewY(-6)">${profileCar(paint, { suv })}</g>`;
    case 'driver-side-profile':
      return profileCar(paint, { suv });
    case 'wheels-and-tires':
      return `<circle cx="600" cy="420" r="300" fill="#141518"/><circle cx="600" cy="420" r="200" fill="#c3c9d0"/>
        ${Array.from({ length: 10 }, (_, i) => `<rect x="590" y="230" width="20" height="190" fill="#8a9199" transform="rotate(${i * 36} 600 420)"/>`).join('')}
        <circle cx="600" cy="420" r="48" fill="#2b2e33"/>`;
    case 'front-seats-and-dashboard':
      return `<rect x="120" y="160" width="960" height="170" rx="40" fill="#2a2c31"/><rect x="470" y="200" width="260" height="100" rx="12" fill="#4c7bb8"/>
        <circle cx="330" cy="300" r="110" fill="none" stroke="#15171a" stroke-width="28"/>
        ${[330, 870].map((x) => `<rect x="${x - 130}" y="430" width="260" height="300" rx="60" fill="${trimPaint}" stroke="#111" stroke-width="4"/>`).join('')}`;
    case 'back-seats':
      return `<rect x="150" y="300" width="900" height="360" rx="70" fill="${trimPaint}" stroke="#111" stroke-width="4"/>
        ${[300, 600, 900].map((x) => `<rect x="${x - 110}" y="210" width="220" height="140" rx="40" fill="${trimPaint}" stroke="#111" stroke-width="4"/>`).join('')}`;
    case 'odometer':
      return `<circle cx="600" cy="420" r="300" fill="#0e0f12" stroke="#8a9199" stroke-width="10"/>
        ${Array.from({ length: 13 }, (_, i) => `<rect x="596" y="140" width="8" height="40" fill="#e8e8e8" transform="rotate(${-120 + i * 20} 600 420)"/>`).join('')}
        <rect x="600" y="410" width="240" height="12" fill="#e63b2e" transform="rotate(-40 600 420)"/>
        <rect x="470" y="540" width="260" height="70" rx="10" fill="#1f242b"/>`;
    case 'engine-bay':
      return `<rect x="160" y="180" width="880" height="480" rx="30" fill="#24262b"/><rect x="360" y="280" width="480" height="260" rx="20" fill="#5b6068"/>
        ${[420, 520, 620, 720].map((x) => `<rect x="${x}" y="300" width="60" height="220" rx="10" fill="#8d939b"/>`).join('')}
        <rect x="200" y="220" width="120" height="90" rx="10" fill="#2f6fd1"/>`;
    default:
      return `<path d="M180 620 L260 330 L940 330 L1020 620 Z" fill="#202226"/><path d="M260 330 L360 150 L840 150 L940 330 Z" fill="${paint}" stroke="#111" stroke-width="4"/>
        <rect x="300" y="480" width="600" height="120" rx="16" fill="#3a3d44"/>`;
  }
}

const UPHOLSTERY = { Black: '#202124', Tan: '#b08a5a', Beige: '#cdbb98', Gray: '#70757d', Red: '#7d1f24', Brown: '#5a3d2b', White: '#e8e4dc' };

/** A JPEG of the given angle, paint color and interior color. */
export function renderPhoto(angle, color, { suv = false, interior = 'Black' } = {}) {
  const paint = PAINT[color] ?? PAINT.Other;
  const trimPaint = UPHOLSTERY[interior] ?? UPHOLSTERY.Black;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe6ee"/><stop offset="0.62" stop-color="#f5f7fa"/><stop offset="0.62" stop-color="#c9cdd3"/><stop offset="1" stop-color="#9aa0a8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${scene(angle, paint, suv, trimPaint)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
