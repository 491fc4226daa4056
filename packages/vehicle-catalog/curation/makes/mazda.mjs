// Mazda: vPIC package strings ('Select Package', 'Premium Plus Package') are the US trims. The Mazda2 was
// not sold in the US after 2014 (vPIC schema is Canadian); MX-5 keeps the Miata name US buyers use.
export default {
  make: 'Mazda',
  raw: 'Mazda',
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  drop: {
    Mazda2: 'not sold in the US after 2014 (2015-2021 schema is Canadian); its US sedan was the Scion iA / Yaris',
  },
  models: {
    'CX-3': {
      years: '2016-2021',
      specs: 'suv',
      trims: ['Sport', 'Touring', 'Grand Touring'],
    },
    'CX-30': {
      years: '2020-2026',
      specs: 'suv awd 2wd=fwd',
      trims: ['Base', 'S | 2023-', 'Select', 'Preferred', 'Premium', 'Carbon Edition | 2022-', '2.5 Turbo | 2021-', '2.5 Turbo Premium Plus | 2021-'],
    },
    'CX-5': {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      trims: [
        'Sport | 2015-2021', 'Touring | 2015-2021', 'Grand Touring | 2015-2021', 'Grand Touring Reserve | 2019-2021',
        'Signature | 2019-2021', 'Carbon Edition | 2021-', '2.5 S | 2022-', '2.5 S Select | 2022-', '2.5 S Preferred | 2022-',
        '2.5 S Premium | 2022-', '2.5 S Premium Plus | 2022-', '2.5 Turbo | 2022-', '2.5 Turbo Signature | 2022-',
        'Signature Diesel | 2019 | diesel',
      ],
    },
    'CX-50': {
      years: '2023-2026',
      specs: 'suv awd',
      trims: [
        '2.5 S Select', '2.5 S Preferred', '2.5 S Premium', '2.5 S Premium Plus', 'Meridian Edition | 2024-', '2.5 Turbo',
        '2.5 Turbo Premium Plus', 'Hybrid | 2025- | hybrid cvt',
      ],
    },
    'CX-70': {
      years: '2025-2026',
      specs: 'suv premium-gasoline 8-speed-automatic awd',
      trims: ['3.3 Turbo', '3.3 Turbo S', 'PHEV'],
    },
    'CX-9': {
      years: '2015-2023',
      specs: 'suv awd 2wd=fwd',
      trims: ['Sport', 'Touring', 'Grand Touring', 'Signature | 2016-', 'Carbon Edition | 2021-', 'Touring Plus | 2022-'],
    },
    'CX-90': {
      years: '2024-2026',
      specs: 'suv 8-speed-automatic awd',
      trims: ['3.3 Turbo Select', '3.3 Turbo Preferred', '3.3 Turbo Premium', '3.3 Turbo S', '3.3 Turbo S Premium Plus', 'PHEV Preferred', 'PHEV Premium Plus'],
    },
    'MX-30': {
      years: '2022-2023',
      specs: 'suv electric',
      trims: ['Base', 'Premium Plus'],
    },
    'MX-5 Miata': {
      raw: ['MX-5'],
      years: '2015-2026',
      specs: 'convertible manual rwd',
      aliases: ['Miata', 'MX-5 Miata RF'],
      trims: ['Sport', 'Club', 'Grand Touring', 'RF Club | 2017-', 'RF Grand Touring | 2017-', 'Launch Edition | 2016'],
    },
    Mazda3: {
      years: '2015-2026',
      specs: 'sedan',
      bodies: 'hatchback',
      aliases: ['Mazda 3', '3'],
      trims: [
        'i Sport | 2015-2016', 'i Touring | 2015-2016', 's Touring | 2015-2016', 's Grand Touring | 2015-2018', 'Sport | 2017-2018',
        'Touring | 2017-2018', 'Grand Touring | 2017-2018', 'Select | 2019-', 'Preferred | 2019-', 'Premium | 2019-',
        'Turbo | 2021-', 'Carbon Edition | 2023-', '2.5 S Hatchback | 2022- | hatchback',
      ],
    },
    Mazda5: {
      years: '2015',
      specs: 'minivan',
      trims: ['Sport', 'Touring', 'Grand Touring'],
    },
    Mazda6: {
      years: '2015-2021',
      specs: 'sedan',
      aliases: ['Mazda 6', '6'],
      trims: ['Sport', 'Touring', 'Grand Touring', 'Grand Touring Reserve | 2018-', 'Signature | 2018-', 'Carbon Edition | 2021'],
    },
  },
};
