// Porsche: vPIC joins several trims per string ('Carrera S / 4S / GTS / 4 GTS'); split by hand. 911 PDK
// was a 7-speed (991, through 2019) and is an 8-speed (992, 2020+). 911 Carrera 4 / 4S / Targa / Turbo are
// all-wheel drive; 718 Spyder is a 718 Boxster trim.
export default {
  make: 'Porsche',
  raw: 'Porsche',
  class: 'luxury',
  defaults: 'premium-gasoline 7-speed-dual-clutch rwd',
  models: {
    '911': {
      years: '2015-2026',
      specs: 'coupe',
      bodies: 'convertible',
      gens: { '2020-2026': '8-speed-automatic' },
      keywords: {
        'Carrera 4': 'awd', '4S': 'awd', '4 GTS': 'awd', Targa: 'convertible awd', Turbo: 'awd', Dakar: 'awd',
        Speedster: 'convertible manual', 'S/T': 'manual', R: 'manual',
      },
      trims: [
        'Carrera', 'Carrera S', 'Carrera 4', 'Carrera 4S', 'Carrera T | 2018-2019,2023-', 'Carrera GTS', 'Carrera 4 GTS',
        'Targa 4', 'Targa 4S', 'Targa 4 GTS', 'Turbo', 'Turbo S', 'GT3', 'GT3 RS', 'GT3 Touring | 2018-',
        'GT2 RS | 2018-2019', 'R | 2016', 'Speedster | 2019', 'Sport Classic | 2023', 'Dakar | 2023-2024', 'S/T | 2024',
        'Carrera Cabriolet', 'Carrera S Cabriolet', 'Carrera 4S Cabriolet', 'Carrera GTS Cabriolet', 'Turbo S Cabriolet',
      ],
    },
    '718 Boxster': {
      raw: ['718 Boxster', '718 Spyder'],
      years: '2017-2025',
      specs: 'convertible',
      trims: ['Base', 'T | 2020-', 'S', 'GTS | 2018-2020', 'GTS 4.0 | 2021-', '25 Years | 2021', 'Spyder | 2020- | manual', 'Spyder RS | 2024-'],
    },
    '718 Cayman': {
      years: '2017-2025',
      specs: 'coupe',
      trims: ['Base', 'T | 2020-', 'S', 'GTS | 2018-2020', 'GTS 4.0 | 2021-', 'GT4 | 2020- | manual', 'GT4 RS | 2022-'],
    },
    '918 Spyder': {
      raw: ['918'],
      years: '2015',
      specs: 'convertible plug-in-hybrid awd',
      trims: ['Base'],
    },
    Boxster: {
      years: '2015-2016',
      specs: 'convertible',
      trims: ['Base', 'S', 'GTS', 'Spyder | 2016 | manual'],
    },
    Cayenne: {
      years: '2015-2026',
      specs: 'suv 8-speed-automatic awd',
      trims: [
        'Base', 'S', 'GTS', 'Turbo', 'Turbo S | 2016-2018', 'Diesel | 2015-2016 | diesel', 'S E-Hybrid | 2015-2018',
        'Platinum Edition | 2016-2018,2022-2023', 'E-Hybrid | 2019-', 'Turbo S E-Hybrid | 2020-2023', 'Turbo E-Hybrid | 2024-',
        'Turbo GT | 2022-', 'Coupe | 2020-', 'S Coupe | 2020-', 'GTS Coupe | 2021-', 'Turbo Coupe | 2020-2023',
        'E-Hybrid Coupe | 2020-', 'Electric | 2026 | electric', 'Turbo Electric | 2026 | electric',
      ],
    },
    Cayman: {
      years: '2015-2016',
      specs: 'coupe',
      trims: ['Base', 'S', 'GTS', 'GT4 | 2016 | manual'],
    },
    Macan: {
      years: '2015-2026',
      specs: 'suv awd',
      trims: [
        'Base | 2017-', 'S', 'GTS | 2017-', 'T | 2023-2025', 'Turbo', 'Turbo with Performance Package | 2017-2018',
        'Electric | 2024-', '4 Electric | 2024-', '4S Electric | 2025-', 'Turbo Electric | 2024-', 'GTS Electric | 2026',
      ],
    },
    Panamera: {
      years: '2015-2026',
      specs: 'sedan 8-speed-automatic',
      bodies: 'wagon',
      gens: { '2015-2016': '7-speed-dual-clutch' },
      keywords: { '4': 'awd', '4S': 'awd', GTS: 'awd', Turbo: 'awd' },
      trims: [
        'Base', '4', '4S', 'GTS', 'Turbo', 'Turbo S', 'S | 2015-2016', 'S E-Hybrid | 2015-2016', '4 E-Hybrid | 2018-',
        '4S E-Hybrid | 2021-', 'Turbo S E-Hybrid | 2018-', 'Turbo E-Hybrid | 2024-', '4 Executive', '4S Executive',
        'Turbo Executive', 'Platinum Edition | 2022-2023', '4 Sport Turismo | 2018-2024', '4S Sport Turismo | 2018-2024',
        'GTS Sport Turismo | 2019-2024', 'Turbo S E-Hybrid Sport Turismo | 2018-2023',
      ],
    },
    Taycan: {
      years: '2020-2026',
      specs: 'sedan electric automatic awd',
      bodies: 'wagon',
      trims: [
        'Base | 2021- | rwd', '4 | 2025-', '4S', 'GTS | 2022-', 'Turbo', 'Turbo S', 'Turbo GT | 2025-', '4 Cross Turismo | 2021-',
        '4S Cross Turismo | 2021-', 'Turbo Cross Turismo | 2021-', 'Turbo S Cross Turismo | 2021-', 'GTS Sport Turismo | 2022-',
      ],
    },
  },
};
