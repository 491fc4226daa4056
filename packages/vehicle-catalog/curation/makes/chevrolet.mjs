// Chevrolet: Silverado 1500 absorbs vPIC 'Silverado', 'Silverado LD' (2019 carry-over) and 'Silverado LTD'
// (2022 carry-over); the HD schemas become Silverado 2500HD (3500HD added by hand). Fleet, police, commercial
// and non-US schemas are dropped. The EVs (Blazer EV, Equinox EV, Silverado EV) are separate models.
export default {
  make: 'Chevrolet',
  raw: 'Chevrolet',
  class: 'mainstream',
  aliases: ['Chevy'],
  defaults: 'gasoline automatic fwd',
  drop: {
    Aveo: 'not sold in the US after 2011; the 2015-2026 schema is for export markets',
    BrightDrop: 'commercial delivery van',
    'Caprice Police Vehicle': 'police fleet only',
    'Captiva Sport': 'fleet-only model',
    'City Express': 'commercial van',
    Express: 'commercial and passenger van, out of scope for this marketplace',
    'Geo Prizm': 'a 1990s model, open-ended vPIC schema',
    Onix: 'not sold in the US',
    Orlando: 'not sold in the US',
    'Suburban HD': 'fleet and commercial only',
    Tracker: 'not sold in the US after 2004',
  },
  models: {
    Blazer: {
      years: '2019-2026',
      specs: 'suv',
      trims: ['L | 2019-2021', '1LT', '2LT', '3LT', 'RS', 'Premier'],
    },
    'Blazer EV': {
      raw: [],
      years: '2024-2026',
      specs: 'suv electric',
      trims: ['LT', 'RS', 'SS | 2025- | awd', '2LT | 2024', '2RS | 2024'],
    },
    'Bolt EUV': {
      years: '2022-2023',
      specs: 'suv electric',
      trims: ['LT', 'Premier', 'Redline Edition | 2023'],
    },
    'Bolt EV': {
      years: '2017-2023',
      specs: 'hatchback electric',
      aliases: ['Bolt'],
      trims: ['LT | 2017-2021', 'Premier | 2017-2021', '1LT | 2022-', '2LT | 2022-'],
    },
    Camaro: {
      years: '2015-2024',
      specs: 'coupe 8-speed-automatic rwd',
      bodies: 'convertible',
      gens: { '2015': 'automatic' },
      trims: ['1LS', '1LT', '2LT', '3LT | 2016-', 'LT1 | 2020-', '1SS', '2SS', 'ZL1', 'Z/28 | 2015 | manual'],
    },
    Colorado: {
      years: '2015-2026',
      specs: 'truck 8-speed-automatic 4wd 2wd=rwd',
      gens: { '2015-2016': 'automatic' },
      trims: ['Base | 2015-2022', 'WT', 'LT', 'Z71', 'ZR2 | 2017-', 'Trail Boss | 2023-'],
    },
    Corvette: {
      years: '2015-2026',
      specs: 'coupe premium-gasoline 8-speed-automatic rwd',
      bodies: 'convertible',
      keywords: { 'E-Ray': 'hybrid awd', ZR1X: 'hybrid awd' },
      trims: [
        'Stingray 1LT', 'Stingray 2LT', 'Stingray 3LT', 'Grand Sport 1LT | 2017-2019', 'Grand Sport 2LT | 2017-2019',
        'Grand Sport 3LT | 2017-2019', 'Z06 1LZ | 2015-2019,2023-', 'Z06 2LZ | 2015-2019,2023-', 'Z06 3LZ | 2015-2019,2023-',
        'ZR1 | 2019,2025-', 'E-Ray 1LZ | 2024-', 'E-Ray 2LZ | 2024-', 'E-Ray 3LZ | 2024-', 'ZR1X | 2026',
      ],
    },
    Cruze: {
      raw: ['Cruze', 'Cruze Limited'],
      years: '2015-2019',
      specs: 'sedan',
      bodies: 'hatchback',
      trims: [
        'L | 2016-', 'LS', 'LT', 'Premier | 2016-', 'LTZ | 2015', 'Eco | 2015', 'Diesel | 2015,2017- | diesel',
        'LT Hatchback | 2017- | hatchback', 'Premier Hatchback | 2017- | hatchback',
      ],
    },
    Equinox: {
      years: '2015-2026',
      specs: 'suv',
      trims: [
        'L | 2015', 'LS', 'LT', 'LTZ | 2015-2017', 'Premier | 2018-2024', 'RS | 2022-', 'ACTIV | 2025-',
        'Diesel LT | 2018-2019 | diesel',
      ],
    },
    'Equinox EV': {
      raw: [],
      years: '2024-2026',
      specs: 'suv electric',
      trims: ['LT', 'RS', '1LT | 2024', '2LT | 2024', '3LT | 2024', '2RS | 2024', '3RS | 2024'],
    },
    Impala: {
      raw: ['Impala', 'Impala Limited'],
      years: '2015-2020',
      specs: 'sedan',
      trims: ['LS', 'LT', 'LTZ | 2015-2016', 'Premier | 2017-'],
    },
    Malibu: {
      raw: ['Malibu', 'Malibu Limited'],
      years: '2015-2025',
      specs: 'sedan',
      gens: { '2019-2025': 'cvt' },
      trims: ['L | 2016-2018', 'LS', 'RS | 2019-', 'LT', 'LTZ | 2015', 'Premier | 2016-', 'Hybrid | 2016-2019 | hybrid automatic'],
    },
    SS: {
      years: '2015-2017',
      specs: 'sedan premium-gasoline rwd',
      trims: ['Base'],
    },
    'Silverado 1500': {
      raw: ['Silverado', 'Silverado LD', 'Silverado LTD'],
      years: '2015-2026',
      specs: 'truck 4wd 2wd=rwd',
      aliases: ['Silverado', 'Silverado 1500 LTD', 'Silverado 1500 LD'],
      trims: [
        'WT', 'Custom | 2016-', 'Custom Trail Boss | 2019-', 'LS | 2015-2018', 'LT', 'RST | 2019-', 'LT Trail Boss | 2019-',
        'LTZ', 'High Country', 'ZR2 | 2022-',
      ],
    },
    'Silverado 2500HD': {
      raw: ['Silverado HD'],
      years: '2015-2026',
      specs: 'truck 4wd 2wd=rwd',
      aliases: ['Silverado 2500', 'Silverado 2500 HD'],
      trims: ['WT', 'Custom | 2020-', 'LT', 'LTZ', 'High Country', 'ZR2 | 2024-'],
    },
    'Silverado 3500HD': {
      raw: [],
      years: '2015-2026',
      specs: 'truck diesel 4wd 2wd=rwd',
      aliases: ['Silverado 3500', 'Silverado 3500 HD'],
      trims: ['WT', 'LT', 'LTZ', 'High Country'],
    },
    'Silverado EV': {
      raw: [],
      years: '2024-2026',
      specs: 'truck electric 4wd',
      trims: ['WT', 'RST', 'LT | 2025-', 'Trail Boss | 2025-'],
    },
    Sonic: {
      years: '2015-2020',
      specs: 'sedan',
      bodies: 'hatchback',
      trims: ['LS', 'LT', 'LTZ | 2015-2016', 'Premier | 2017-', 'RS | 2015-2017 | hatchback', 'LT Hatchback | hatchback', 'Premier Hatchback | 2017- | hatchback'],
    },
    Spark: {
      years: '2015-2022',
      specs: 'hatchback cvt',
      trims: ['LS', '1LT', '2LT', 'ACTIV | 2019-', 'EV 1LT | 2015-2016 | electric', 'EV 2LT | 2015-2016 | electric'],
    },
    Suburban: {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      trims: ['LS', 'LT', 'LTZ | 2015-2020', 'Premier', 'RST | 2021-', 'Z71 | 2021-', 'High Country | 2021-'],
    },
    Tahoe: {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      trims: ['LS', 'LT', 'LTZ | 2015-2020', 'Premier', 'RST | 2019-', 'Z71 | 2021-', 'High Country | 2021-'],
    },
    Trailblazer: {
      years: '2021-2026',
      specs: 'suv cvt',
      trims: ['LS', 'LT', 'ACTIV', 'RS'],
    },
    Traverse: {
      raw: ['Traverse', 'Traverse Limited'],
      years: '2015-2026',
      specs: 'suv',
      aliases: ['Traverse Limited'],
      trims: [
        'L | 2018-2021', 'LS', 'LT', 'LTZ | 2015-2017', 'RS | 2018-', 'Premier | 2018-2023', 'High Country | 2018-',
        'Z71 | 2024-',
      ],
    },
    Trax: {
      years: '2015-2026',
      specs: 'suv',
      trims: ['LS', 'LT', 'LTZ | 2015-2016', 'Premier | 2017-2022', '1RS | 2024-', '2RS | 2024-', 'ACTIV | 2024-'],
    },
    Volt: {
      years: '2015-2019',
      specs: 'hatchback plug-in-hybrid',
      trims: ['Base | 2015', 'LT | 2016-', 'Premier | 2016-'],
    },
  },
};
