// Mitsubishi: vPIC has no trims for most models. Outlander PHEV is a separate model as Mitsubishi sells it.
export default {
  make: 'Mitsubishi',
  raw: 'Mitsubishi',
  class: 'mainstream',
  defaults: 'gasoline cvt fwd',
  drop: {
    Diamante: 'ended in 2004; open-ended vPIC schema',
    RVR: 'Canadian name of the Outlander Sport',
  },
  models: {
    'Eclipse Cross': {
      years: '2018-2026',
      specs: 'suv awd 2wd=fwd',
      trims: ['ES', 'LE | 2018-2019', 'SE', 'SEL', 'Black Edition | 2023-'],
    },
    Lancer: {
      raw: ['Lancer', 'Lancer SportBack'],
      years: '2015-2017',
      specs: 'sedan',
      bodies: 'hatchback',
      aliases: ['Lancer Sportback'],
      trims: ['ES', 'SE | awd', 'SEL | awd', 'GT', 'LE | 2016-', 'Ralliart | 2015 | awd 7-speed-dual-clutch'],
    },
    'Lancer Evolution': {
      years: '2015',
      specs: 'sedan premium-gasoline manual awd',
      aliases: ['Evo', 'Lancer Evo'],
      trims: ['GSR', 'MR | automatic', 'Final Edition'],
    },
    Mirage: {
      years: '2015-2024',
      specs: 'hatchback',
      trims: ['DE | 2015-2016', 'ES', 'SE', 'GT | 2017-', 'LE | 2019-', 'Carbonite Edition | 2022-'],
    },
    'Mirage G4': {
      years: '2017-2024',
      specs: 'sedan',
      trims: ['ES', 'SE', 'LE | 2019-', 'Carbonite Edition | 2022-'],
    },
    Outlander: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      trims: ['ES', 'SE', 'SEL', 'GT | 2015-2020 | automatic', 'LE | 2018-2020', 'Black Edition | 2023-', 'Ralliart | 2023', 'Trail Edition | 2025-'],
    },
    'Outlander PHEV': {
      raw: [],
      years: '2018-2026',
      specs: 'suv plug-in-hybrid automatic awd',
      trims: ['SEL', 'GT', 'SE | 2020-', 'LE | 2021', 'Black Edition | 2025-'],
    },
    'Outlander Sport': {
      years: '2015-2026',
      specs: 'suv',
      trims: ['ES', 'SE', 'SEL', 'GT | 2015-2022', 'LE | 2018-', 'Trail Edition | 2025-'],
    },
    'i-MiEV': {
      years: '2015-2017',
      specs: 'hatchback electric automatic rwd',
      aliases: ['i'],
      trims: ['ES'],
    },
  },
};
