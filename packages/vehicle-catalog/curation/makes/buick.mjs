// Buick: vPIC option codes (1SV, 1SB...) removed; trims are the marketed names per generation.
export default {
  make: 'Buick',
  raw: 'Buick',
  class: 'premium',
  defaults: 'gasoline automatic fwd',
  models: {
    Cascada: {
      years: '2016-2019',
      specs: 'convertible',
      trims: ['Base', 'Premium', 'Sport Touring'],
    },
    Enclave: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      trims: [
        'Convenience | 2015-2017', 'Leather | 2015-2017', 'Premium | 2015-2023', 'Preferred | 2018-', 'Essence | 2018-',
        'Avenir | 2018-', 'Sport Touring | 2022-',
      ],
    },
    Encore: {
      years: '2015-2022',
      specs: 'suv',
      trims: [
        'Base', 'Convenience | 2015-2016', 'Leather | 2015-2016', 'Premium | 2015-2016', 'Preferred | 2017-',
        'Sport Touring | 2017-2019', 'Essence | 2017-',
      ],
    },
    'Encore GX': {
      years: '2020-2026',
      specs: 'suv cvt',
      trims: ['Preferred', 'Select | 2020-2022', 'Essence', 'Sport Touring | 2024-', 'Avenir | 2024-'],
    },
    Envision: {
      years: '2016-2026',
      specs: 'suv awd 2wd=fwd',
      trims: ['Base | 2016-2020', 'Preferred', 'Essence', 'Premium | 2016-2020', 'Premium II | 2016-2020', 'ST | 2021-2023', 'Avenir | 2021-'],
    },
    Envista: {
      years: '2024-2026',
      specs: 'suv',
      trims: ['Preferred', 'Sport Touring', 'Avenir'],
    },
    LaCrosse: {
      years: '2015-2019',
      specs: 'sedan',
      trims: ['Base', 'Leather', 'Premium', 'Premium II | 2015-2016', 'Preferred | 2017-', 'Essence | 2017-', 'Sport Touring | 2017-', 'Avenir | 2019'],
    },
    Regal: {
      years: '2015-2020',
      specs: 'sedan',
      bodies: 'hatchback',
      aliases: ['Regal Sportback'],
      gens: { '2018-2020': 'hatchback' },
      trims: [
        'Base | 2015-2017', 'Premium | 2015-2017', 'Sport Touring | 2016-2017', 'GS | awd', 'Preferred | 2018-',
        'Preferred II | 2018-', 'Essence | 2018-', 'Avenir | 2019-',
      ],
    },
    'Regal TourX': {
      years: '2018-2020',
      specs: 'wagon awd',
      trims: ['Base', 'Preferred', 'Essence'],
    },
    Verano: {
      years: '2015-2017',
      specs: 'sedan',
      trims: ['Base', 'Convenience', 'Leather', 'Sport Touring'],
    },
  },
};
