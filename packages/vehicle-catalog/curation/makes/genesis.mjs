// Genesis: vPIC trims list several packages per string ('2.5T, 2.5T Advanced, 3.5T Sport'); split by hand.
// The Electrified G80/GV70 are trims (keyword 'Electrified'); GV80 Coupe is a separate model.
export default {
  make: 'Genesis',
  raw: 'Genesis',
  class: 'luxury',
  defaults: 'premium-gasoline 8-speed-automatic rwd',
  keywords: { Electrified: 'electric awd' },
  models: {
    G70: {
      years: '2019-2026',
      specs: 'sedan',
      bodies: 'wagon',
      trims: [
        '2.0T | 2019-2021', '2.0T Sport | 2019-2021', '2.0T Prestige | 2019-2021', '3.3T | 2019-2021', '3.3T Sport | 2019-2021',
        '3.3T Prestige | 2019-2021', '2.5T | 2022-', '2.5T Sport Prestige | 2022-', '3.3T Sport Advanced | 2022-',
        '3.3T Sport Prestige | 2022-', '2.0T Shooting Brake | 2022-2023',
      ],
    },
    G80: {
      years: '2017-2026',
      specs: 'sedan',
      trims: [
        '3.8 | 2017-2020', '3.8 Ultimate | 2017-2020', '3.3T Sport | 2017-2020', '5.0 Ultimate | 2017-2020', '2.5T | 2021-',
        '2.5T Advanced | 2021-', '2.5T Prestige | 2021-', '3.5T | 2021-', '3.5T Sport Prestige | 2022-',
        'Electrified | 2023-',
      ],
    },
    G90: {
      years: '2017-2026',
      specs: 'sedan',
      gens: { '2023-2026': 'awd' },
      trims: ['3.3T Premium | 2017-2022', '5.0 Ultimate | 2017-2022', '3.3T | 2023', '3.5T E-Supercharger | 2023-'],
    },
    GV60: {
      years: '2023-2026',
      specs: 'suv electric automatic awd',
      trims: ['Standard | 2024- | rwd', 'Advanced', 'Performance'],
    },
    GV70: {
      years: '2022-2026',
      specs: 'suv awd',
      aliases: ['Electrified GV70'],
      trims: [
        '2.5T', '2.5T Select | 2022-2023', '2.5T Advanced', '2.5T Sport Prestige', '3.5T Sport', '3.5T Sport Advanced',
        '3.5T Sport Prestige', 'Electrified Advanced | 2023-', 'Electrified Prestige | 2023-',
      ],
    },
    GV80: {
      years: '2021-2026',
      specs: 'suv awd',
      trims: ['2.5T', '2.5T Advanced', '2.5T Prestige', '3.5T', '3.5T Advanced', '3.5T Prestige', '3.5T Prestige Signature | 2022-'],
    },
    'GV80 Coupe': {
      raw: [],
      years: '2025-2026',
      specs: 'suv awd',
      trims: ['3.5T', '3.5T E-Supercharger'],
    },
  },
};
