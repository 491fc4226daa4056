// Lexus: vPIC model is the series (RX) and the trim carries the badge ('350 F Sport'); trims are written
// with the full badge ('RX 350 F Sport') as Lexus dealers list them, and 'RX 350' style inputs resolve to the
// series. Hybrids ('h') use an e-CVT; 'h+' badges are plug-in hybrids (generic keywords).
export default {
  make: 'Lexus',
  raw: 'Lexus',
  class: 'luxury',
  defaults: 'premium-gasoline 8-speed-automatic awd 2wd=fwd',
  keywords: { '/\\b\\d{3}h\\b/i': 'hybrid cvt', '/\\b\\d{3}hL\\b/i': 'hybrid cvt' },
  drop: {
    SC: 'ended in 2010; open-ended vPIC schema',
  },
  models: {
    CT: {
      years: '2015-2017',
      specs: 'hatchback hybrid cvt fwd',
      aliases: ['CT 200h'],
      trims: ['CT 200h', 'CT 200h F Sport'],
    },
    ES: {
      years: '2015-2026',
      specs: 'sedan fwd',
      gens: { '2015-2018': 'automatic' },
      trims: [
        'ES 350', 'ES 300h', 'ES 350 F Sport | 2019-', 'ES 350 Ultra Luxury | 2019-', 'ES 300h Ultra Luxury | 2019-',
        'ES 250 | 2021-2025', 'ES 250 AWD | 2021-2025 | awd', 'ES 300h F Sport | 2023-',
      ],
    },
    GS: {
      years: '2015-2020',
      specs: 'sedan rwd',
      trims: ['GS 350', 'GS 350 F Sport', 'GS 200t | 2016-2017', 'GS Turbo | 2018-2019', 'GS 300 | 2019-2020', 'GS 450h | 2015-2018', 'GS F | 2016-'],
    },
    GX: {
      years: '2015-2026',
      specs: 'suv automatic 4wd',
      trims: ['GX 460', 'GX 460 Premium', 'GX 460 Luxury', 'GX 550 Premium | 2024-', 'GX 550 Premium+ | 2024-', 'GX 550 Overtrail | 2024-', 'GX 550 Overtrail+ | 2024-', 'GX 550 Luxury+ | 2024-'],
    },
    IS: {
      years: '2015-2026',
      specs: 'sedan rwd',
      bodies: 'convertible',
      trims: [
        'IS 250 | 2015', 'IS 350', 'IS 200t | 2016-2017', 'IS 300 | 2017-', 'IS 350 F Sport', 'IS 300 AWD | 2017- | awd',
        'IS 500 F Sport Performance | 2022-', 'IS 250C | 2015 | convertible automatic', 'IS 350C | 2015 | convertible automatic',
      ],
    },
    LC: {
      years: '2018-2026',
      specs: 'coupe automatic rwd',
      bodies: 'convertible',
      trims: ['LC 500', 'LC 500h | hybrid', 'LC 500 Convertible | 2021-', 'LC 500 Inspiration Series | 2019-2022'],
    },
    LS: {
      years: '2015-2025',
      specs: 'sedan rwd',
      trims: [
        'LS 460 | 2015-2017', 'LS 460 L | 2015-2017', 'LS 600h L | 2015-2016 | hybrid cvt awd', 'LS 500 | 2018-',
        'LS 500 F Sport | 2018-', 'LS 500h | 2018- | automatic',
      ],
    },
    LX: {
      years: '2015-2026',
      specs: 'suv automatic 4wd',
      trims: ['LX 570 | 2015-2021', 'LX 570 Two-Row | 2019-2021', 'LX 600 | 2022-', 'LX 600 Premium | 2022-', 'LX 600 F Sport | 2022-', 'LX 600 Luxury | 2022-', 'LX 600 Ultra Luxury | 2022-', 'LX 700h | 2025- | automatic'],
    },
    NX: {
      years: '2015-2026',
      specs: 'suv automatic',
      gens: { '2022-2026': '8-speed-automatic' },
      trims: [
        'NX 200t | 2015-2017', 'NX 200t F Sport | 2015-2017', 'NX 300 | 2018-2021', 'NX 300 F Sport | 2018-2021',
        'NX 300h | 2015-2021', 'NX 250 | 2022-', 'NX 350 | 2022-', 'NX 350 F Sport Handling | 2022-', 'NX 350h | 2022-',
        'NX 450h+ | 2022-',
      ],
    },
    RC: {
      years: '2015-2025',
      specs: 'coupe rwd',
      gens: { '2015-2016': 'automatic' },
      trims: ['RC 350', 'RC 350 F Sport', 'RC 200t | 2016-2017', 'RC 300 | 2017-', 'RC 300 F Sport | 2017-', 'RC F', 'RC F Track Edition | 2020-'],
    },
    RX: {
      years: '2015-2026',
      specs: 'suv',
      gens: { '2015': 'automatic' },
      trims: [
        'RX 350', 'RX 350 F Sport', 'RX 350L | 2018-2022', 'RX 450h | 2015-2022', 'RX 450hL | 2018-2022', 'RX 450h F Sport | 2016-2022',
        'RX 350h | 2023-', 'RX 450h+ | 2023-', 'RX 500h F Sport Performance | 2023- | automatic',
      ],
    },
    RZ: {
      years: '2023-2026',
      specs: 'suv electric automatic',
      trims: ['RZ 450e', 'RZ 300e | 2024- | fwd', 'RZ 350e | 2025-', 'RZ 550e F Sport | 2026'],
    },
    TX: {
      years: '2024-2026',
      specs: 'suv',
      trims: ['TX 350', 'TX 350 Premium', 'TX 350 Luxury', 'TX 500h F Sport Performance | automatic', 'TX 550h+ Luxury | automatic'],
    },
    UX: {
      years: '2019-2026',
      specs: 'suv cvt fwd',
      trims: ['UX 200 | 2019-2022', 'UX 200 F Sport | 2019-2022', 'UX 250h | 2019-2024 | awd', 'UX 250h F Sport | 2019-2024 | awd', 'UX 300h | 2025-'],
    },
  },
};
