// Bentley: the 4th-generation Continental GT and Flying Spur (2025+) are plug-in hybrids.
export default {
  make: 'Bentley',
  raw: 'Bentley',
  class: 'exotic',
  defaults: 'premium-gasoline 8-speed-automatic awd',
  models: {
    Bentayga: {
      years: '2017-2026',
      specs: 'suv',
      trims: ['W12 | 2017-2023', 'V8 | 2019-', 'Speed | 2020-', 'Hybrid | 2020- | plug-in-hybrid', 'S | 2023-', 'Azure | 2023-', 'EWB | 2023-', 'Mulliner | 2023-'],
    },
    'Continental GT': {
      raw: ['Continental'],
      years: '2015-2026',
      specs: 'coupe',
      bodies: 'convertible',
      aliases: ['Continental GTC'],
      gens: { '2025-2026': 'plug-in-hybrid' },
      trims: [
        'V8 | 2015-2024', 'V8 S | 2015-2018', 'W12 | 2015-2024', 'Speed', 'Mulliner | 2023-', 'Azure | 2026',
        'GTC V8 | 2015-2024 | convertible', 'GTC W12 | 2015-2024 | convertible', 'GTC Speed | convertible',
      ],
    },
    'Flying Spur': {
      years: '2015-2026',
      specs: 'sedan',
      aliases: ['Continental Flying Spur'],
      gens: { '2025-2026': 'plug-in-hybrid' },
      trims: ['V8 | 2015-2024', 'W12 | 2015-2024', 'Speed', 'Hybrid | 2022-2024 | plug-in-hybrid', 'Mulliner | 2022-', 'Azure | 2022-'],
    },
    Mulsanne: {
      years: '2015-2020',
      specs: 'sedan rwd',
      trims: ['Base', 'Speed', 'Extended Wheelbase | 2017-'],
    },
  },
};
