// Rolls-Royce: vPIC series codes (RR1..RR31) are not trims. Dawn and Wraith ended in 2023.
export default {
  make: 'Rolls-Royce',
  raw: 'Rolls-Royce',
  class: 'exotic',
  aliases: ['Rolls', 'Rolls Royce'],
  defaults: 'premium-gasoline 8-speed-automatic rwd',
  models: {
    Cullinan: { years: '2019-2026', specs: 'suv awd', trims: ['Base', 'Black Badge | 2020-', 'Series II | 2025-'] },
    Dawn: { years: '2016-2023', specs: 'convertible', trims: ['Base', 'Black Badge | 2017-'] },
    Ghost: {
      years: '2015-2026',
      specs: 'sedan',
      gens: { '2021-2026': 'awd' },
      trims: ['Base', 'EWB', 'Black Badge | 2017-', 'Series II | 2025-'],
    },
    Phantom: {
      years: '2015-2016,2018-2026',
      specs: 'sedan',
      bodies: 'coupe convertible',
      trims: ['Base', 'EWB', 'Coupe | 2015-2016', 'Drophead Coupe | 2015-2016 | convertible', 'Series II | 2023-'],
    },
    Spectre: { years: '2024-2026', specs: 'coupe electric automatic awd', trims: ['Base', 'Black Badge | 2026'] },
    Wraith: { years: '2015-2023', specs: 'coupe', trims: ['Base', 'Black Badge | 2017-'] },
  },
};
