// Chrysler: the Pacifica Hybrid is a plug-in hybrid. The Chrysler Grand Caravan (2021+) is Canada only.
export default {
  make: 'Chrysler',
  raw: 'Chrysler',
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  drop: {
    'Grand Caravan': 'Chrysler Grand Caravan (2021+) is sold in Canada only (the US version is the Voyager)',
  },
  models: {
    '200': {
      years: '2015-2017',
      specs: 'sedan',
      trims: ['LX', 'Limited', 'Limited Platinum | 2017', 'S', 'C', 'C Platinum | 2015-2016'],
    },
    '300': {
      years: '2015-2023',
      specs: 'sedan 8-speed-automatic rwd',
      trims: ['Limited | 2015-2018', 'Touring', 'Touring L', '300S', '300C', 'C Platinum | 2015-2016', 'SRT8 | 2015'],
    },
    Pacifica: {
      years: '2017-2026',
      specs: 'minivan',
      keywords: { Hybrid: 'plug-in-hybrid cvt' },
      trims: [
        'L | 2017-2018', 'LX | 2017-2020', 'Touring', 'Touring Plus', 'Touring L', 'Touring L Plus', 'Limited',
        'Pinnacle | 2021-', 'Select | 2024-', 'Hybrid Touring Plus', 'Hybrid Limited', 'Hybrid Pinnacle | 2021-',
      ],
    },
    'Town and Country': {
      years: '2015-2016',
      specs: 'minivan',
      aliases: ['Town & Country'],
      trims: ['LX', 'Touring', 'Touring-L', 'S', 'Limited', 'Limited Platinum'],
    },
    Voyager: {
      years: '2020-2026',
      specs: 'minivan',
      trims: ['L', 'LX'],
    },
  },
};
