// GMC: Sierra 1500 absorbs vPIC 'Sierra' and 'Sierra Limited' (carry-over bodies); Sierra HD -> 2500HD,
// 3500HD added by hand. Savana vans and the Cruise robotaxi dropped.
export default {
  make: 'GMC',
  raw: 'GMC',
  class: 'mainstream',
  defaults: 'gasoline automatic 4wd 2wd=rwd',
  drop: {
    'Cruise Origin AV': 'driverless robotaxi, never sold',
    Savana: 'commercial and passenger van, out of scope for this marketplace',
  },
  models: {
    Acadia: {
      years: '2015-2026',
      specs: 'suv fwd',
      aliases: ['Acadia Limited'],
      trims: [
        'SL | 2015-2023', 'SLE | 2015-2023', 'SLT', 'Denali', 'All Terrain | 2017-2019', 'AT4 | 2020-', 'Elevation | 2024-',
      ],
    },
    Canyon: {
      years: '2015-2026',
      specs: 'truck',
      trims: [
        'Base | 2015-2020', 'SL | 2015-2021', 'SLE | 2015-2022', 'SLT | 2015-2022', 'All Terrain | 2017-2020',
        'AT4 | 2021-', 'Denali', 'Elevation | 2021-', 'AT4X | 2023-',
      ],
    },
    'Hummer EV Pickup': {
      years: '2022-2026',
      specs: 'truck electric awd',
      aliases: ['Hummer EV', 'Hummer'],
      trims: ['Edition 1 | 2022-2023', '3X', '2X | 2024-', 'Omega Edition | 2024'],
    },
    'Hummer EV SUV': {
      years: '2024-2026',
      specs: 'suv electric awd',
      trims: ['Edition 1 | 2024', '3X', '2X'],
    },
    'Sierra 1500': {
      raw: ['Sierra', 'Sierra Limited'],
      years: '2015-2026',
      specs: 'truck',
      aliases: ['Sierra', 'Sierra 1500 Limited'],
      trims: ['Base', 'Pro | 2019-', 'SLE', 'Elevation | 2019-', 'SLT', 'AT4 | 2019-', 'AT4X | 2022-', 'Denali', 'Denali Ultimate | 2022-'],
    },
    'Sierra 2500HD': {
      raw: ['Sierra HD'],
      years: '2015-2026',
      specs: 'truck',
      aliases: ['Sierra 2500', 'Sierra 2500 HD'],
      trims: ['Base', 'Pro | 2020-', 'SLE', 'SLT', 'AT4 | 2020-', 'AT4X | 2024-', 'Denali', 'Denali Ultimate | 2024-'],
    },
    'Sierra 3500HD': {
      raw: [],
      years: '2015-2026',
      specs: 'truck diesel',
      aliases: ['Sierra 3500', 'Sierra 3500 HD'],
      trims: ['Base', 'Pro | 2020-', 'SLE', 'SLT', 'AT4 | 2020-', 'Denali', 'Denali Ultimate | 2024-'],
    },
    'Sierra EV': {
      raw: [],
      years: '2024-2026',
      specs: 'truck electric awd',
      trims: ['Denali Edition 1 | 2024', 'Elevation | 2025-', 'AT4 | 2025-', 'Denali | 2025-'],
    },
    Terrain: {
      years: '2015-2026',
      specs: 'suv fwd',
      trims: ['SL', 'SLE', 'SLT', 'Denali', 'AT4 | 2022-2024', 'Elevation | 2025-', 'SLE Diesel | 2018-2019 | diesel'],
    },
    Yukon: {
      years: '2015-2026',
      specs: 'suv',
      trims: ['SLE', 'SLT', 'AT4 | 2021-', 'Denali', 'Denali Ultimate | 2023-', 'Elevation | 2025-'],
    },
    'Yukon XL': {
      years: '2015-2026',
      specs: 'suv',
      trims: ['SLE', 'SLT', 'AT4 | 2021-', 'Denali', 'Denali Ultimate | 2023-', 'Elevation | 2025-'],
    },
  },
};
