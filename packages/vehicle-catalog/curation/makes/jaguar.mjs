// Jaguar: the vPIC XF schema also covers the XF Sportbrake wagon; XK ended in 2015.
export default {
  make: 'Jaguar',
  raw: 'Jaguar',
  class: 'luxury',
  defaults: 'premium-gasoline 8-speed-automatic rwd',
  models: {
    'E-PACE': {
      years: '2018-2024',
      specs: 'suv automatic awd',
      trims: ['Base', 'S', 'SE', 'HSE', 'First Edition | 2018', 'R-Dynamic S | 2019-', 'R-Dynamic SE | 2019-', 'R-Dynamic HSE | 2019-', 'Checkered Flag | 2020-2021'],
    },
    'F-PACE': {
      years: '2017-2026',
      specs: 'suv awd',
      trims: [
        '25t Premium | 2018-2020', '30t R-Sport | 2018-2020', '35t Premium | 2017-2020', '35t Prestige | 2017-2020',
        '35t R-Sport | 2017-2020', 'S | 2017-2020', '20d Premium | 2017-2020 | diesel', 'SVR | 2019-', 'P250 S | 2021-',
        'P250 SE R-Dynamic | 2021-', 'P340 R-Dynamic S | 2021-2023', 'P400 R-Dynamic S | 2021-', 'P400e R-Dynamic SE | 2021-2023 | plug-in-hybrid',
      ],
    },
    'F-TYPE': {
      years: '2015-2024',
      specs: 'coupe',
      bodies: 'convertible',
      trims: [
        'Base | 2015-2017', 'S', 'R', 'SVR | 2017-2020', 'Project 7 | 2016', 'P300 | 2018-2024', 'R-Dynamic | 2018-',
        '400 Sport | 2019', 'Checkered Flag | 2020', 'P450 R-Dynamic | 2021-', 'R75 | 2024 | awd', 'Convertible | 2015-2024',
      ],
    },
    'I-PACE': {
      years: '2019-2024',
      specs: 'suv electric automatic awd',
      trims: ['S', 'SE', 'HSE', 'First Edition | 2019', 'R-Dynamic HSE | 2024'],
    },
    XE: {
      years: '2017-2020',
      specs: 'sedan',
      trims: ['25t', '35t', '20d | diesel', 'Premium', 'Prestige', 'R-Sport', 'S', 'P250 | 2020', 'P300 | 2020 | awd'],
    },
    XF: {
      years: '2015-2024',
      specs: 'sedan',
      bodies: 'wagon',
      trims: [
        'Premium', 'Prestige | 2015-2020', 'Portfolio | 2015', 'R-Sport | 2015-2020', 'S | 2015-2020', 'XFR | 2015',
        'XFR-S | 2015', '20d | 2017-2020 | diesel', '35t | 2016-2020', 'P250 | 2021-', 'P300 R-Dynamic SE | 2021- | awd',
        'Sportbrake | 2018-2020 | wagon awd',
      ],
    },
    XJ: {
      years: '2015-2019',
      specs: 'sedan',
      trims: ['Base', 'Portfolio', 'R-Sport', 'Supercharged', 'XJL Portfolio', 'XJL Supercharged', 'XJR', 'XJR575 | 2018-', 'XJL 50 | 2019'],
    },
    XK: {
      years: '2015',
      specs: 'coupe automatic',
      bodies: 'convertible',
      trims: ['Base', 'Touring', 'XKR', 'XKR-S', 'Convertible'],
    },
  },
};
