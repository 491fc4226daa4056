// Bugatti: not in the vPIC export; added by hand (US-certified models in 2015-2026).
export default {
  make: 'Bugatti',
  raw: null,
  class: 'exotic',
  defaults: 'premium-gasoline 7-speed-dual-clutch awd',
  models: {
    Chiron: { years: '2017-2023', specs: 'coupe', trims: ['Base', 'Sport | 2019-', 'Pur Sport | 2021-2022', 'Super Sport | 2022-'] },
    Veyron: { years: '2015', specs: 'convertible', aliases: ['Veyron 16.4'], trims: ['Grand Sport Vitesse'] },
  },
};
