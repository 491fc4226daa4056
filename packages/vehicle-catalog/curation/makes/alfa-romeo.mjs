// Alfa Romeo: vPIC model 'Giulia (952)' and dash-joined trim lists. US Giulia arrived as a 2017 model.
export default {
  make: 'Alfa Romeo',
  raw: 'Alfa Romeo',
  class: 'premium',
  aliases: ['Alfa'],
  defaults: 'premium-gasoline 8-speed-automatic awd 2wd=rwd',
  models: {
    '4C': {
      years: '2015-2020',
      specs: 'coupe automatic rwd',
      bodies: 'convertible',
      trims: ['Coupe', 'Spider | convertible', 'Launch Edition | 2015', '33 Stradale Tributo | 2020'],
    },
    Giulia: {
      raw: ['Giulia (952)'],
      years: '2017-2026',
      specs: 'sedan',
      gens: { '2017-2023': 'rwd' },
      trims: [
        'Base | 2017-2019', 'Ti', 'Ti Sport | 2017-2020', 'Ti Lusso | 2017-2020', 'Sprint | 2022-', 'Veloce | 2022-',
        'Estrema | 2022-2023', 'Competizione | 2023', 'Tributo Italiano | 2024-', 'Quadrifoglio | rwd',
      ],
    },
    Stelvio: {
      years: '2018-2026',
      specs: 'suv',
      trims: [
        'Base | 2018-2019', 'Ti', 'Ti Sport | 2018-2020', 'Ti Lusso | 2018-2020', 'Sprint | 2022-', 'Veloce | 2022-',
        'Estrema | 2022-2023', 'Competizione | 2023', 'Tributo Italiano | 2024-', 'Quadrifoglio',
      ],
    },
    Tonale: {
      years: '2024-2026',
      specs: 'suv plug-in-hybrid automatic',
      trims: ['Sprint', 'Veloce', 'Tributo Italiano | 2024'],
    },
  },
};
