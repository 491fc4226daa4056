// Fisker: not in the vPIC export; added by hand. The Ocean is the only Fisker Inc. model (2023-2024).
export default {
  make: 'Fisker',
  raw: null,
  class: 'premium',
  defaults: 'electric automatic awd',
  models: {
    Ocean: { years: '2023-2024', specs: 'suv', trims: ['Sport | fwd', 'Ultra', 'Extreme', 'One | 2023'] },
  },
};
