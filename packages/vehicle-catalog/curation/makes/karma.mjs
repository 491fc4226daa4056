// Karma: not in the vPIC export; added by hand. Range-extended plug-in hybrids (electric drive, rear wheels).
export default {
  make: 'Karma',
  raw: null,
  class: 'luxury',
  defaults: 'plug-in-hybrid automatic rwd',
  models: {
    Revero: { years: '2018-2019', specs: 'sedan', trims: ['Base'] },
    'Revero GT': { years: '2020-2022', specs: 'sedan', trims: ['Base', 'Sport | 2021-'] },
    'GS-6': { years: '2021-2022', specs: 'sedan', trims: ['Base', 'Sport', 'Luxury'] },
  },
};
