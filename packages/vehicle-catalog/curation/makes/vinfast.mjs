// VinFast: not in the vPIC export; added by hand (US sales from the 2023 VF 8).
export default {
  make: 'VinFast',
  raw: null,
  class: 'mainstream',
  defaults: 'electric automatic awd',
  models: {
    'VF 8': { years: '2023-2025', specs: 'suv', aliases: ['VF8'], trims: ['Eco', 'Plus'] },
    'VF 9': { years: '2024-2025', specs: 'suv', aliases: ['VF9'], trims: ['Eco', 'Plus'] },
  },
};
