// McLaren: vPIC schemas run all Sports Series models to 2021; real US model years set by hand. 540C and 625C
// were not US models; track-only and roofless specials dropped.
export default {
  make: 'McLaren',
  raw: 'McLaren',
  class: 'exotic',
  defaults: 'premium-gasoline 7-speed-dual-clutch rwd',
  drop: {
    '540C': 'not sold in the US',
    '620R': 'limited run of 350 cars',
    '625C': 'Asia-only model',
    ELVA: 'limited roofless special',
    'MP4-12C': 'ended in 2014; open-ended vPIC schema',
    'SENNA GTR': 'track-only car',
  },
  models: {
    '570GT': { years: '2017-2021', specs: 'coupe', trims: ['Base'] },
    '570S': { years: '2016-2021', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider | 2018-'] },
    '600LT': { years: '2019-2020', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider | 2020'] },
    '650S': { years: '2015-2017', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider'] },
    '675LT': { years: '2016-2017', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider'] },
    '720S': { years: '2018-2023', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider | 2019-'] },
    '750S': { years: '2024-2026', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider'] },
    '765LT': { years: '2021-2022', specs: 'coupe', bodies: 'convertible', trims: ['Coupe', 'Spider | 2022'] },
    Artura: {
      raw: ['ARTURA'],
      years: '2023-2026',
      specs: 'coupe plug-in-hybrid 8-speed-automatic',
      bodies: 'convertible',
      trims: ['Base', 'Spider | 2025-'],
    },
    GT: { years: '2020-2023', specs: 'coupe', trims: ['Base'] },
    GTS: { years: '2025-2026', specs: 'coupe', trims: ['Base'] },
    P1: { years: '2015', specs: 'coupe hybrid', trims: ['Base'] },
    Senna: { raw: ['SENNA'], years: '2019-2020', specs: 'coupe', trims: ['Base'] },
  },
};
