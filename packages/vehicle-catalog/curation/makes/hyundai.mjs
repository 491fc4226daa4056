// Hyundai: vPIC mixes US and Korean grade names (GL, HGS, TOP); US trims only. Kona Electric is a separate
// model as Hyundai sells it. Hyundai hybrids use a 6-speed automatic, not an e-CVT.
export default {
  make: 'Hyundai',
  raw: 'Hyundai',
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  keywords: { Hybrid: 'hybrid automatic' },
  drop: {
    Xcient: 'heavy truck (fuel-cell tractor)',
    'Ioniq 6 N': 'announced for 2026, not yet on sale',
  },
  models: {
    Accent: {
      years: '2015-2022',
      specs: 'sedan',
      bodies: 'hatchback',
      trims: ['SE', 'SEL | 2018-', 'Limited | 2018-', 'GLS | 2015-2016', 'GS Hatchback | 2015-2016 | hatchback', 'Sport Hatchback | 2015-2016 | hatchback', 'Value Edition | 2017'],
    },
    Azera: {
      years: '2015-2017',
      specs: 'sedan',
      trims: ['Base', 'Limited'],
    },
    Elantra: {
      years: '2015-2026',
      specs: 'sedan',
      gens: { '2021-2026': 'cvt' },
      trims: [
        'SE', 'Value Edition | 2016-2019', 'SEL', 'Sport | 2015-2020', 'Eco | 2017-2020', 'Limited', 'N Line | 2021-',
        'Hybrid Blue | 2021-', 'Hybrid Limited | 2021-', 'Hybrid SEL Sport | 2025-',
      ],
    },
    'Elantra GT': {
      years: '2015-2020',
      specs: 'hatchback',
      trims: ['Base', 'Sport | 2018-2019', 'N Line | 2020'],
    },
    'Elantra N': {
      years: '2022-2026',
      specs: 'sedan premium-gasoline manual',
      trims: ['Base', 'DCT | 8-speed-automatic'],
    },
    Equus: {
      years: '2015-2016',
      specs: 'sedan premium-gasoline 8-speed-automatic rwd',
      trims: ['Signature', 'Ultimate'],
    },
    Genesis: {
      years: '2015-2016',
      specs: 'sedan 8-speed-automatic rwd',
      aliases: ['Genesis Sedan'],
      trims: ['3.8', '3.8 AWD', '5.0'],
    },
    'Genesis Coupe': {
      years: '2015-2016',
      specs: 'coupe premium-gasoline rwd',
      trims: ['3.8', '3.8 R-Spec | manual', '3.8 Ultimate'],
    },
    Ioniq: {
      years: '2017-2022',
      specs: 'hatchback hybrid',
      trims: ['Blue', 'SE', 'SEL', 'Limited', 'Plug-in Hybrid | 2018-', 'Plug-in Hybrid Limited | 2018-', 'Electric | 2017-2021 | electric', 'Electric Limited | 2017-2021 | electric'],
    },
    'Ioniq 5': {
      years: '2022-2026',
      specs: 'suv electric rwd',
      trims: ['SE Standard Range', 'SE', 'SEL', 'Limited', 'XRT | 2025- | awd'],
    },
    'Ioniq 5 N': {
      years: '2025-2026',
      specs: 'suv electric awd',
      trims: ['Base'],
    },
    'Ioniq 6': {
      years: '2023-2026',
      specs: 'sedan electric rwd',
      trims: ['SE Standard Range', 'SE', 'SEL', 'Limited'],
    },
    'Ioniq 9': {
      years: '2026',
      specs: 'suv electric awd',
      trims: ['S', 'SE', 'SEL', 'Performance Limited', 'Performance Calligraphy'],
    },
    Kona: {
      years: '2018-2026',
      specs: 'suv',
      trims: ['SE', 'SEL', 'SEL Plus | 2018-2021', 'Limited', 'Ultimate | 2018-2021', 'Night | 2021', 'N Line | 2022-'],
    },
    'Kona Electric': {
      raw: [],
      years: '2019-2026',
      specs: 'suv electric',
      aliases: ['Kona EV'],
      trims: ['SE | 2022-', 'SEL', 'Limited', 'Ultimate | 2019-2021'],
    },
    'Kona N': {
      years: '2022-2023',
      specs: 'suv premium-gasoline 8-speed-automatic',
      trims: ['Base'],
    },
    Nexo: {
      years: '2019-2026',
      specs: 'suv electric',
      trims: ['Blue', 'Limited'],
    },
    Palisade: {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      trims: [
        'SE', 'SEL', 'SEL Premium | 2025-', 'XRT | 2023-', 'Limited', 'Calligraphy | 2022-', 'XRT Pro | 2026',
        'Calligraphy Hybrid | 2026',
      ],
    },
    'Santa Cruz': {
      years: '2022-2026',
      specs: 'truck 8-speed-automatic awd',
      trims: ['SE | fwd', 'SEL', 'SEL Activity', 'SEL Premium | 2022-2023', 'Night', 'XRT | 2024-', 'Limited'],
    },
    'Santa Fe': {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      gens: { '2019-2026': '8-speed-automatic' },
      trims: [
        'GLS | 2015-2016', 'SE', 'Limited', 'SE Ultimate | 2017-2018', 'Limited Ultimate | 2017-2020', 'SEL | 2019-',
        'SEL Plus | 2019-2020', 'Ultimate | 2019-2020', 'Calligraphy | 2021-', 'XRT | 2022-', 'Hybrid SEL | 2021-',
        'Hybrid Limited | 2021-', 'Plug-in Hybrid | 2022-2023',
      ],
    },
    'Santa Fe Sport': {
      years: '2015-2018',
      specs: 'suv awd 2wd=fwd',
      trims: ['Base', '2.0T', '2.0T Ultimate'],
    },
    'Santa Fe XL': {
      years: '2019',
      specs: 'suv awd 2wd=fwd',
      trims: ['SE', 'Limited Ultimate'],
    },
    Sonata: {
      years: '2015-2026',
      specs: 'sedan',
      gens: { '2020-2026': '8-speed-automatic' },
      trims: [
        'SE', 'Eco | 2015-2017', 'Sport', 'Limited', 'Sport 2.0T | 2015-2019', 'Limited 2.0T | 2015-2017', 'SEL | 2018-',
        'SEL Plus | 2020-', 'N Line | 2021-', 'Hybrid SE', 'Hybrid Limited', 'Hybrid Blue | 2020-2023',
        'Plug-in Hybrid | 2016-2019',
      ],
    },
    Tucson: {
      years: '2015-2026',
      specs: 'suv',
      gens: { '2022-2026': '8-speed-automatic' },
      trims: [
        'SE', 'Value | 2017-2021', 'Eco | 2016-2018', 'Sport', 'SEL', 'Limited', 'Night | 2016-2021', 'Ultimate | 2019-2021',
        'N Line | 2022-', 'XRT | 2022-2024', 'Hybrid Blue | 2022- | awd', 'Hybrid SEL Convenience | 2022- | awd',
        'Hybrid Limited | 2022- | awd', 'Plug-in Hybrid SEL | 2022- | awd', 'Plug-in Hybrid Limited | 2022- | awd',
      ],
    },
    Veloster: {
      years: '2015-2017,2019-2021',
      specs: 'hatchback',
      trims: ['Base', 'Turbo', 'R-Spec | 2016-2017 | manual', 'Value Edition | 2016-2017', 'Turbo Ultimate | 2019-', 'Premium | 2019-'],
    },
    'Veloster N': {
      years: '2019-2022',
      specs: 'hatchback premium-gasoline manual',
      trims: ['Base', 'Performance Package', 'DCT | 2021- | 8-speed-automatic'],
    },
    Venue: {
      years: '2020-2026',
      specs: 'suv cvt',
      trims: ['SE', 'SEL', 'Limited | 2022-', 'Denim | 2020-2021'],
    },
  },
};
