// Infiniti (vPIC 'INFINITI'): Q70L merged into Q70. The QX50 was a RWD V6 through 2017 and a FWD-based
// VC-Turbo with a CVT from 2019.
export default {
  make: 'Infiniti',
  raw: 'INFINITI',
  class: 'premium',
  aliases: ['INFINITI'],
  defaults: 'premium-gasoline automatic rwd',
  models: {
    Q40: {
      years: '2015',
      specs: 'sedan',
      trims: ['Base', 'AWD'],
    },
    Q50: {
      years: '2015-2024',
      specs: 'sedan',
      trims: [
        'Base | 2015', 'Premium | 2015-2018', 'Sport | 2015-2020', 'Hybrid | 2015-2018 | hybrid', '2.0t | 2016-2018',
        '3.0t Premium | 2016-2018', 'Red Sport 400 | 2016-', 'Pure | 2019-', 'Luxe | 2019-', 'Sensory | 2021-',
      ],
    },
    Q60: {
      years: '2015,2017-2022',
      specs: 'coupe',
      bodies: 'convertible',
      trims: ['Base | 2015', 'Convertible | 2015', '2.0t | 2017-2018', 'Pure | 2019-', 'Luxe | 2019-', '3.0t Premium | 2017-2018', 'Red Sport 400 | 2017-'],
    },
    Q70: {
      raw: ['Q70', 'Q70L'],
      years: '2015-2019',
      specs: 'sedan',
      trims: ['3.7', '3.7 Luxe | 2018-', '5.6', 'Hybrid | 2015-2018 | hybrid', '3.7 L | 2015-2017', '5.6 L | 2015-2017'],
    },
    QX30: {
      years: '2017-2019',
      specs: 'suv 7-speed-dual-clutch fwd',
      trims: ['Base', 'Luxury', 'Premium', 'Sport', 'AWD'],
    },
    QX50: {
      years: '2015-2017,2019-2025',
      specs: 'suv cvt awd 2wd=fwd',
      gens: { '2015-2017': 'automatic 2wd=rwd' },
      trims: ['Base | 2015-2017', 'Journey | 2016-2017', 'Pure | 2019-', 'Luxe | 2019-', 'Essential | 2019-2022', 'Sensory | 2019-', 'Autograph | 2019-', 'Sport | 2023-'],
    },
    QX55: {
      years: '2022-2025',
      specs: 'suv cvt awd',
      trims: ['Luxe', 'Essential', 'Sensory'],
    },
    QX60: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      gens: { '2015-2021': 'cvt' },
      trims: ['Base | 2015-2019', 'Hybrid | 2015-2017 | hybrid', 'Pure | 2020-', 'Luxe', 'Sensory', 'Autograph | 2022-'],
    },
    QX70: {
      years: '2015-2017',
      specs: 'suv awd',
      trims: ['Base', 'Sport'],
    },
    QX80: {
      years: '2015-2026',
      specs: 'suv 4wd',
      trims: ['Base | 2015-2018', 'Limited | 2018-2019', 'Luxe | 2019-2024', 'Sensory | 2021-', 'Premium Select | 2022-2024', 'Pure | 2025-', 'Autograph | 2025-'],
    },
  },
};
