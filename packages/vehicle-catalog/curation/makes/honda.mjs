// Honda: Civic Si and Civic Type R (separate vPIC models) are Civic trims. 2023+ CR-V Sport/Sport-L/Sport
// Touring are hybrids. Ridgeline skipped 2015-2016; vPIC's 2015 schema is the old truck.
export default {
  make: 'Honda',
  raw: 'Honda',
  class: 'mainstream',
  defaults: 'gasoline cvt fwd',
  keywords: { Hybrid: 'hybrid cvt' },
  models: {
    Accord: {
      years: '2015-2026',
      specs: 'sedan',
      bodies: 'coupe',
      keywords: { V6: 'automatic', '2.0T': 'automatic' },
      trims: [
        'LX', 'Sport', 'EX', 'EX-L', 'Touring | 2015-2022', 'EX-L V6 | 2015-2017', 'Touring V6 | 2016-2017',
        'Sport SE | 2016-2017,2021-2022', 'Sport 2.0T | 2018-2022', 'Touring 2.0T | 2018-2022', 'SE | 2024-',
        'Hybrid | 2017-2022', 'Hybrid EX | 2017-2022', 'Hybrid EX-L | 2017-2022', 'Hybrid Touring | 2017-2022',
        'Sport Hybrid | 2023-', 'Sport-L Hybrid | 2023-', 'EX-L Hybrid | 2023-', 'Touring Hybrid | 2023-',
        'EX-L Coupe | 2015-2017 | coupe',
      ],
    },
    'CR-V': {
      years: '2015-2026',
      specs: 'suv awd',
      trims: [
        'LX', 'SE | 2016,2019', 'EX', 'EX-L', 'Touring | 2015-2022', 'Special Edition | 2021-2022', 'Hybrid EX | 2020-2022',
        'Hybrid EX-L | 2020-2022', 'Hybrid Touring | 2020-2022', 'Sport | 2023- | hybrid', 'Sport-L | 2023- | hybrid',
        'Sport Touring | 2023- | hybrid', 'TrailSport | 2026',
      ],
    },
    'CR-Z': {
      years: '2015-2016',
      specs: 'hatchback hybrid',
      trims: ['Base', 'EX'],
    },
    Civic: {
      raw: ['Civic', 'Civic Si', 'Civic Type R'],
      years: '2015-2026',
      specs: 'sedan',
      bodies: 'coupe hatchback',
      trims: [
        'LX', 'Sport | 2017-', 'EX', 'EX-T | 2016-2017', 'EX-L', 'Touring', 'Sport Touring | 2017-', 'SE | 2015,2019-2020',
        'Si | manual', 'Type R | 2017- | hatchback manual', 'Hybrid | 2015', 'Sport Hybrid | 2025-',
        'Sport Touring Hybrid | 2025-', 'LX Coupe | 2015-2020 | coupe', 'Sport Hatchback | 2017- | hatchback',
      ],
    },
    Clarity: {
      years: '2017-2021',
      specs: 'sedan plug-in-hybrid',
      trims: ['Plug-In Hybrid | 2018-', 'Plug-In Hybrid Touring | 2018-', 'Electric | 2017-2019 | electric automatic', 'Fuel Cell | electric automatic'],
    },
    Crosstour: {
      years: '2015',
      specs: 'hatchback automatic',
      trims: ['EX', 'EX-L', 'EX-L V6'],
    },
    Fit: {
      years: '2015-2020',
      specs: 'hatchback',
      trims: ['LX', 'Sport | 2018-', 'EX', 'EX-L'],
    },
    'HR-V': {
      years: '2016-2026',
      specs: 'suv',
      trims: ['LX', 'Sport | 2019-', 'EX', 'EX-L', 'Touring | 2019-2022'],
    },
    Insight: {
      years: '2019-2022',
      specs: 'sedan hybrid',
      trims: ['LX', 'EX', 'Touring'],
    },
    Odyssey: {
      years: '2015-2026',
      specs: 'minivan automatic',
      trims: ['LX', 'EX', 'EX-L', 'SE | 2016-2017', 'Touring', 'Touring Elite | 2015-2017', 'Elite | 2018-', 'Sport | 2021-', 'Black Edition | 2025-'],
    },
    Passport: {
      years: '2019-2026',
      specs: 'suv automatic awd',
      trims: ['Sport | 2019-2021', 'EX-L', 'TrailSport', 'Touring | 2019-2025', 'Elite | 2019-2025', 'RTL | 2026', 'TrailSport Elite | 2026'],
    },
    Pilot: {
      years: '2015-2026',
      specs: 'suv automatic awd',
      trims: [
        'LX', 'EX', 'EX-L', 'Touring', 'Elite | 2016-', 'SE | 2015,2021-2022', 'Black Edition | 2019-', 'TrailSport | 2022-',
        'Sport | 2023-',
      ],
    },
    Prelude: {
      years: '2026',
      specs: 'coupe hybrid',
      trims: ['Base'],
    },
    Prologue: {
      years: '2024-2026',
      specs: 'suv electric automatic awd',
      trims: ['EX', 'Touring', 'Elite'],
    },
    Ridgeline: {
      years: '2017-2026',
      specs: 'truck automatic awd',
      trims: ['RT | 2017-2019', 'Sport', 'RTL', 'RTL-T | 2017-2019', 'RTL-E', 'Black Edition', 'TrailSport | 2024-'],
    },
  },
};
