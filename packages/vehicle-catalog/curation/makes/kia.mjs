// Kia: Forte Koup merged into Forte; Niro EV and Soul EV are separate models as Kia sells them. Kia hybrids
// use a 6-speed automatic. The Rondo left the US after 2010 (vPIC schema is Canadian).
export default {
  make: 'Kia',
  raw: 'Kia',
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  keywords: { Hybrid: 'hybrid automatic' },
  drop: {
    Rondo: 'not sold in the US after 2010 (the 2015-2016 schema is Canadian)',
  },
  models: {
    Cadenza: {
      years: '2015-2020',
      specs: 'sedan',
      trims: ['Premium', 'Technology | 2017-', 'Limited', 'Luxury | 2015-2016', 'SXL | 2017-2018'],
    },
    Carnival: {
      years: '2022-2026',
      specs: 'minivan',
      trims: ['LX', 'LXS', 'EX', 'SX', 'SX Prestige', 'Hybrid LXS | 2025-', 'Hybrid SX Prestige | 2025-'],
    },
    EV6: {
      years: '2022-2026',
      specs: 'suv electric rwd',
      trims: ['Light', 'Light Long Range | 2024-', 'Wind', 'GT-Line', 'GT | 2023- | awd'],
    },
    EV9: {
      years: '2024-2026',
      specs: 'suv electric awd',
      trims: ['Light | rwd', 'Light Long Range | rwd', 'Wind', 'Land', 'GT-Line', 'GT | 2026'],
    },
    Forte: {
      raw: ['Forte', 'Forte Koup'],
      years: '2015-2024',
      specs: 'sedan',
      bodies: 'hatchback coupe',
      gens: { '2019-2024': 'cvt' },
      aliases: ['Forte5', 'Forte Koup'],
      trims: [
        'LX', 'LXS | 2017-', 'EX', 'SX | 2015-2016,2019-', 'S | 2017-', 'FE | 2019-2021', 'GT-Line | 2020-', 'GT | 2022-',
        'EX Koup | 2015-2016 | coupe', 'SX Koup | 2015-2016 | coupe', 'LX Hatchback | 2015-2018 | hatchback',
        'SX Hatchback | 2015-2018 | hatchback',
      ],
    },
    K4: {
      years: '2025-2026',
      specs: 'sedan cvt',
      bodies: 'hatchback',
      trims: ['LX', 'LXS', 'EX', 'GT-Line', 'GT-Line Turbo | automatic', 'GT-Line Hatchback | 2026 | hatchback'],
    },
    K5: {
      years: '2021-2026',
      specs: 'sedan 8-speed-automatic',
      trims: ['LX', 'LXS', 'GT-Line', 'EX', 'GT | 8-speed-automatic'],
    },
    K900: {
      years: '2015-2016,2019-2020',
      specs: 'sedan premium-gasoline 8-speed-automatic rwd',
      trims: ['Premium | 2015-2016', 'Luxury', 'V8 Luxury | 2015-2016'],
    },
    Niro: {
      years: '2017-2026',
      specs: 'suv hybrid',
      trims: [
        'FE | 2017-2022', 'LX', 'LXS | 2017-2022', 'EX', 'EX Premium', 'Touring | 2017-2022', 'S Touring | 2020-2022',
        'SX Touring | 2023-', 'Wind | 2023-', 'Plug-in Hybrid LX | 2018-', 'Plug-in Hybrid EX | 2018-',
        'Plug-in Hybrid EX Premium | 2018-', 'Plug-in Hybrid SX Touring | 2023-',
      ],
    },
    'Niro EV': {
      raw: [],
      years: '2019-2026',
      specs: 'suv electric',
      trims: ['EX | 2019-2022', 'EX Premium | 2019-2022', 'Wind | 2023-', 'Wave | 2023-'],
    },
    Optima: {
      years: '2015-2020',
      specs: 'sedan',
      trims: ['LX', 'S | 2016-', 'EX', 'SX', 'SXL', 'Hybrid', 'Hybrid EX', 'Plug-in Hybrid EX | 2017-'],
    },
    Rio: {
      years: '2015-2023',
      specs: 'sedan',
      bodies: 'hatchback',
      trims: ['LX', 'S | 2018-', 'EX', 'SX | 2015-2017', 'S 5-Door | 2018- | hatchback', 'EX 5-Door | 2015-2019 | hatchback'],
    },
    Sedona: {
      years: '2015-2021',
      specs: 'minivan',
      gens: { '2018-2021': '8-speed-automatic' },
      trims: ['L | 2015-2018', 'LX', 'EX', 'SX', 'SXL | 2015-2018', 'SX Limited | 2017-2018'],
    },
    Seltos: {
      years: '2021-2026',
      specs: 'suv cvt awd 2wd=fwd',
      trims: ['LX', 'S', 'EX', 'SX | automatic', 'X-Line | 2024-', 'Nightfall | 2021-2022'],
    },
    Sorento: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      gens: { '2021-2026': '8-speed-automatic' },
      trims: [
        'L | 2015-2019', 'LX', 'EX', 'SX', 'SXL | 2015-2017', 'SX Limited | 2017-2020', 'S | 2019-',
        'SX Prestige | 2021-', 'X-Line | 2021-', 'X-Pro | 2023-', 'Hybrid EX | 2021-', 'Hybrid SX Prestige | 2022-',
        'Plug-in Hybrid SX | 2022-', 'Plug-in Hybrid SX Prestige | 2022-',
      ],
    },
    Soul: {
      years: '2015-2025',
      specs: 'hatchback',
      gens: { '2020-2025': 'cvt' },
      trims: ['Base | 2015-2019', 'Plus | 2015-2019', 'Exclaim | 2017-2019', 'LX | 2020-', 'S | 2020-', 'EX | 2020-', 'GT-Line | 2020-', 'X-Line | 2020-2022', 'Turbo | 2020 | 7-speed-dual-clutch'],
    },
    'Soul EV': {
      raw: [],
      years: '2015-2019',
      specs: 'hatchback electric',
      trims: ['Base', 'Plus', 'EV-e | 2016-2017'],
    },
    Sportage: {
      years: '2015-2026',
      specs: 'suv',
      gens: { '2023-2026': '8-speed-automatic awd 2wd=fwd' },
      trims: [
        'LX', 'EX', 'SX | 2015-2016', 'SX Turbo | 2017-2022', 'S | 2020-', 'Nightfall | 2020-2022', 'X-Line | 2023-',
        'X-Pro | 2023-', 'X-Pro Prestige | 2023-', 'SX Prestige | 2023-', 'Hybrid LX | 2023-', 'Hybrid EX | 2023-',
        'Hybrid SX Prestige | 2023-', 'Plug-in Hybrid X-Line | 2023-', 'Plug-in Hybrid X-Line Prestige | 2023-',
      ],
    },
    Stinger: {
      years: '2018-2023',
      specs: 'sedan premium-gasoline 8-speed-automatic rwd',
      trims: ['Base | 2018-2019', 'Premium | 2018-2019', 'GT-Line | 2020-', 'GT', 'GT1', 'GT2'],
    },
    Telluride: {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      trims: ['LX', 'S', 'EX', 'SX', 'SX Prestige | 2023-', 'X-Line | 2023-', 'X-Pro | 2023-'],
    },
  },
};
