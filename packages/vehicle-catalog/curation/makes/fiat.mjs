// Fiat (vPIC 'FIAT'): the first 500e (2015-2019) and the new one (2024+) share a model name.
export default {
  make: 'Fiat',
  raw: 'FIAT',
  class: 'mainstream',
  aliases: ['FIAT'],
  defaults: 'gasoline automatic fwd',
  drop: {
    Ducato: 'commercial van, not sold in the US under Fiat',
    Freemont: 'not sold in the US (rebadged Dodge Journey)',
  },
  models: {
    '124 Spider': {
      years: '2017-2020',
      specs: 'convertible manual rwd',
      trims: ['Classica', 'Lusso', 'Abarth', 'Urbana Edition | 2018-'],
    },
    '500': {
      years: '2015-2019',
      specs: 'hatchback',
      bodies: 'convertible',
      aliases: ['500c'],
      trims: ['Pop', 'Easy | 2015-2016', 'Lounge', 'Sport | 2015-2016', 'Abarth | manual', '500c Pop | convertible', '500c Lounge | convertible', '500c Abarth | convertible manual'],
    },
    '500L': {
      years: '2015-2020',
      specs: 'hatchback',
      trims: ['Pop', 'Easy', 'Trekking', 'Lounge', 'Urbana | 2016-'],
    },
    '500X': {
      years: '2016-2023',
      specs: 'suv awd 2wd=fwd',
      trims: ['Pop', 'Easy | 2016-2018', 'Trekking', 'Trekking Plus', 'Lounge | 2016-2020', 'Sport | 2021-', 'Yacht Club Capri | 2023'],
    },
    '500e': {
      years: '2015-2019,2024-2026',
      specs: 'hatchback electric',
      bodies: 'convertible',
      trims: ['Base | 2015-2019', '(RED) | 2024', 'Inspired by Music | 2024-', 'Inspired by Beauty | 2024-', 'Inspired by Los Angeles | 2024-', 'Giorgio Armani | 2025- | convertible'],
    },
  },
};
