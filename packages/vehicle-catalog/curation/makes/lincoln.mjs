// Lincoln: Navigator L merged into Navigator (trims 'L ...'); livery and limousine schemas are not trims.
export default {
  make: 'Lincoln',
  raw: 'Lincoln',
  class: 'luxury',
  defaults: 'gasoline automatic awd 2wd=fwd',
  models: {
    Aviator: {
      years: '2020-2026',
      specs: 'suv premium-gasoline 2wd=rwd',
      trims: ['Standard | 2020-2021', 'Reserve', 'Black Label', 'Grand Touring | 2020-2023 | plug-in-hybrid', 'Black Label Grand Touring | 2020-2023 | plug-in-hybrid', 'Premiere | 2025-'],
    },
    Continental: {
      years: '2017-2020',
      specs: 'sedan fwd',
      trims: ['Premiere', 'Select', 'Reserve', 'Black Label', 'Coach Door Edition | 2019-'],
    },
    Corsair: {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Standard | 2020-2022', 'Reserve', 'Premiere | 2023-', 'Grand Touring | 2021- | plug-in-hybrid cvt'],
    },
    MKC: {
      years: '2015-2019',
      specs: 'suv fwd',
      trims: ['Premiere', 'Select', 'Reserve', 'Black Label'],
    },
    MKS: {
      years: '2015-2016',
      specs: 'sedan fwd',
      trims: ['Base', 'EcoBoost | awd'],
    },
    MKT: {
      years: '2015-2019',
      specs: 'suv fwd',
      trims: ['Base', 'EcoBoost | awd', 'Reserve | 2016-'],
    },
    MKX: {
      years: '2015-2018',
      specs: 'suv fwd',
      trims: ['Premiere | 2016-', 'Select', 'Reserve', 'Black Label | 2016-', 'Base | 2015'],
    },
    MKZ: {
      years: '2015-2020',
      specs: 'sedan fwd',
      keywords: { Hybrid: 'hybrid cvt' },
      trims: ['Base | 2015-2016', 'Premiere | 2017-', 'Select', 'Reserve', 'Black Label | 2016-', 'Reserve I | 2019-', 'Reserve II | 2019-', 'Hybrid', 'Hybrid Reserve'],
    },
    Nautilus: {
      years: '2019-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Standard | 2019-2023', 'Select | 2019-2020', 'Reserve', 'Black Label', 'Premiere | 2024-', 'Hybrid | 2024- | hybrid cvt'],
    },
    Navigator: {
      raw: ['Navigator', 'Navigator L'],
      years: '2015-2026',
      specs: 'suv premium-gasoline 4wd 2wd=rwd',
      aliases: ['Navigator L'],
      trims: [
        'Select | 2015-2017', 'Reserve', 'Premiere | 2018-2019', 'Standard | 2020-', 'Black Label | 2018-', 'L Select | 2015-2017',
        'L Reserve', 'L Black Label | 2018-',
      ],
    },
  },
};
