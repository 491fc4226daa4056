// Lotus: Evora's open vPIC schema; sold in the US as Evora 400 (2017-2019) and Evora GT (2020-2021).
export default {
  make: 'Lotus',
  raw: 'Lotus',
  class: 'luxury',
  defaults: 'premium-gasoline automatic rwd',
  models: {
    Eletre: {
      raw: ['ELETRE'],
      years: '2025-2026',
      specs: 'suv electric awd',
      trims: ['Base', 'S', 'R'],
    },
    Emira: {
      years: '2024-2026',
      specs: 'coupe',
      trims: ['First Edition | 2024', 'V6 | manual', 'Turbo | 2025-', 'Turbo SE | 2025-'],
    },
    Evora: {
      years: '2017-2021',
      specs: 'coupe manual',
      trims: ['400 | 2017-2019', 'GT | 2020-', 'Sport 410 | 2018'],
    },
  },
};
