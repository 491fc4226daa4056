// Volkswagen: vPIC prefixes 4Motion to the trim ('4Motion SE'); kept as keyword. 'GTI' and 'Golf GTI'
// schemas merged. TDI diesels were sold through 2015.
export default {
  make: 'Volkswagen',
  raw: 'Volkswagen',
  class: 'mainstream',
  aliases: ['VW'],
  defaults: 'gasoline automatic fwd',
  models: {
    Arteon: {
      years: '2019-2023',
      specs: 'sedan 8-speed-automatic',
      trims: ['SE', 'SEL', 'SEL R-Line', 'SEL Premium', 'SEL Premium R-Line | awd'],
    },
    Atlas: {
      years: '2018-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      trims: ['S', 'SE', 'SE with Technology', 'SEL', 'SEL R-Line', 'SEL Premium', 'SEL Premium R-Line | 2021-', 'Peak Edition | 2024-'],
    },
    'Atlas Cross Sport': {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      trims: ['S', 'SE', 'SE with Technology', 'SEL', 'SEL R-Line', 'SEL Premium R-Line'],
    },
    Beetle: {
      years: '2015-2019',
      specs: 'hatchback',
      bodies: 'convertible',
      trims: ['S', 'SE', 'SEL | 2016-', 'Dune | 2016-', 'R-Line | 2015-2018', 'Final Edition | 2019', 'TDI | 2015 | diesel', 'Convertible S | convertible', 'Convertible SE | convertible'],
    },
    CC: {
      years: '2015-2017',
      specs: 'sedan',
      trims: ['Sport', 'R-Line', 'Executive', 'VR6 4Motion Executive'],
    },
    Eos: {
      years: '2015-2016',
      specs: 'convertible',
      trims: ['Komfort', 'Sport', 'Final Edition | 2016'],
    },
    Golf: {
      years: '2015-2021',
      specs: 'hatchback',
      trims: ['S', 'SE', 'SEL', 'TSI | 2015-2017', 'Wolfsburg Edition | 2016-2017', 'TDI | 2015 | diesel'],
    },
    'Golf Alltrack': {
      years: '2017-2019',
      specs: 'wagon awd',
      trims: ['S', 'SE', 'SEL'],
    },
    'Golf GTI': {
      raw: ['Golf GTI', 'GTI'],
      years: '2015-2026',
      specs: 'hatchback premium-gasoline manual',
      gens: { '2022-2026': '7-speed-dual-clutch' },
      aliases: ['GTI'],
      trims: ['S', 'SE', 'Autobahn', 'Rabbit Edition | 2019,2021', '40th Anniversary Edition | 2017', '380 | 2024', 'DSG | 2015-2021 | automatic'],
    },
    'Golf R': {
      years: '2015-2019,2022-2026',
      specs: 'hatchback premium-gasoline awd',
      gens: { '2015-2019': 'manual', '2022-2026': '7-speed-dual-clutch' },
      trims: ['Base', '20th Anniversary Edition | 2023'],
    },
    'Golf SportWagen': {
      years: '2015-2019',
      specs: 'wagon',
      trims: ['S', 'SE', 'SEL', 'TDI | 2015 | diesel', '4Motion S | 2017-'],
    },
    'ID. Buzz': {
      years: '2025-2026',
      specs: 'minivan electric rwd',
      aliases: ['ID Buzz'],
      trims: ['Pro S', 'Pro S Plus', '1st Edition | 2025', 'Pro S Plus 4MOTION | awd'],
    },
    'ID.4': {
      years: '2021-2026',
      specs: 'suv electric rwd',
      aliases: ['ID4'],
      trims: ['Standard | 2023-', 'S', 'Pro', 'Pro S', 'Pro S Plus', '1st Edition | 2021', 'AWD Pro | awd', 'AWD Pro S | awd'],
    },
    Jetta: {
      years: '2015-2026',
      specs: 'sedan',
      gens: { '2019-2026': '8-speed-automatic' },
      trims: ['S', 'SE', 'SEL', 'SEL Premium', 'Sport | 2019-', 'R-Line | 2019-2020', 'TDI | 2015 | diesel', 'Hybrid | 2015-2016 | hybrid 7-speed-dual-clutch'],
    },
    'Jetta GLI': {
      years: '2015-2026',
      specs: 'sedan premium-gasoline 7-speed-dual-clutch',
      gens: { '2015-2018': 'automatic' },
      aliases: ['GLI'],
      trims: ['S', 'SE | 2015-2018', 'Autobahn', '35th Anniversary | 2019'],
    },
    Passat: {
      years: '2015-2022',
      specs: 'sedan',
      trims: ['S', 'SE', 'SEL', 'R-Line', 'Wolfsburg Edition', 'SEL Premium', 'GT | 2018-2019', 'V6 SEL Premium | 2015-2018', 'TDI SE | 2015 | diesel'],
    },
    Taos: {
      years: '2022-2026',
      specs: 'suv 8-speed-automatic',
      keywords: { '4Motion': '7-speed-dual-clutch' },
      trims: ['S', 'SE', 'SEL', 'S 4Motion', 'SE 4Motion', 'SEL 4Motion'],
    },
    Tiguan: {
      raw: ['Tiguan', 'Tiguan Limited'],
      years: '2015-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      gens: { '2015-2017': 'automatic' },
      aliases: ['Tiguan Limited'],
      trims: ['S', 'SE', 'SEL', 'SEL Premium', 'SE R-Line Black | 2020-', 'SEL R-Line | 2022-', 'SEL Premium R-Line', 'Wolfsburg Edition | 2016,2019-2021'],
    },
    Touareg: {
      years: '2015-2017',
      specs: 'suv 8-speed-automatic awd',
      trims: ['Sport', 'Lux', 'Executive', 'Wolfsburg Edition | 2016-2017', 'TDI | 2015 | diesel', 'Hybrid | 2015 | hybrid'],
    },
    'e-Golf': {
      years: '2015-2020',
      specs: 'hatchback electric',
      trims: ['Limited Edition | 2015', 'SE', 'SEL Premium'],
    },
  },
};
