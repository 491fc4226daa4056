// Aston Martin: vPIC has series codes (AM5, VH2) but few trims; trims written by hand.
export default {
  make: 'Aston Martin',
  raw: 'Aston Martin',
  class: 'exotic',
  aliases: ['Aston'],
  defaults: 'premium-gasoline 8-speed-automatic rwd',
  drop: {
    Valhalla: 'hypercar, first deliveries after this catalog; no production model year to list',
    Valiant: 'limited run of 38 cars',
    Valour: 'limited run of 110 cars',
  },
  models: {
    DB9: {
      years: '2015-2016',
      specs: 'coupe automatic',
      bodies: 'convertible',
      trims: ['GT', 'GT Volante | convertible', 'GT Bond Edition | 2016'],
    },
    DB11: {
      years: '2017-2023',
      specs: 'coupe',
      bodies: 'convertible',
      trims: ['V8 | 2018-', 'V12 | 2017-2018', 'AMR | 2019-', 'V8 Volante | 2019- | convertible'],
    },
    DB12: {
      years: '2024-2026',
      specs: 'coupe',
      bodies: 'convertible',
      trims: ['Coupe', 'Volante | convertible'],
    },
    DBS: {
      years: '2019-2024',
      specs: 'coupe',
      bodies: 'convertible',
      aliases: ['DBS Superleggera'],
      trims: ['Superleggera | 2019-2023', 'Superleggera Volante | 2020-2023 | convertible', '770 Ultimate | 2023-', '770 Ultimate Volante | 2023- | convertible'],
    },
    DBX: {
      years: '2021-2026',
      specs: 'suv automatic awd',
      trims: ['Base', '707 | 2023-', 'S | 2026'],
    },
    Rapide: {
      years: '2015-2020',
      specs: 'sedan',
      aliases: ['Rapide S'],
      trims: ['S', 'AMR | 2019-'],
    },
    Vanquish: {
      raw: ['Vanquish', 'Vanquish Zagato'],
      years: '2015-2019,2025-2026',
      specs: 'coupe',
      bodies: 'convertible',
      trims: ['Base | 2015-2016', 'S | 2017-2018', 'Volante | 2015-2018 | convertible', 'Zagato | 2018-2019', 'V12 | 2025-', 'Volante V12 | 2026 | convertible'],
    },
    Vantage: {
      raw: ['Vantage', 'V8 Vantage', 'V12 Vantage'],
      years: '2015-2026',
      specs: 'coupe',
      bodies: 'convertible',
      gens: { '2015-2018': 'automatic' },
      trims: [
        'V8 | 2015-2018', 'V8 S | 2015-2018', 'V12 S | 2015-2018', 'Base | 2019-', 'AMR | 2019-2020 | manual',
        'Roadster | 2021- | convertible', 'F1 Edition | 2022-2023', 'V12 | 2023', 'S | 2026',
      ],
    },
  },
};
