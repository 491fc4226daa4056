// Audi: vPIC trims are mostly 'quattro Premium Plus'-style strings; kept as the US packages
// (Premium / Premium Plus / Prestige), quattro from the keyword rules and the model defaults.
// 'A7 e', 'A8 e', 'Q5 e' (the TFSI e plug-ins) are merged into their models as trims.
export default {
  make: 'Audi',
  raw: 'Audi',
  class: 'luxury',
  defaults: 'premium-gasoline 7-speed-dual-clutch awd 2wd=fwd',
  models: {
    A3: {
      years: '2015-2020,2022-2026',
      specs: 'sedan fwd',
      bodies: 'convertible hatchback',
      gens: { '2015-2020': 'automatic' },
      trims: [
        'Premium', 'Premium Plus', 'Prestige | 2015-2020', 'Premium Cabriolet | 2015-2020 | convertible',
        'Premium Plus Cabriolet | 2015-2020 | convertible', 'Sportback e-tron Premium | 2016-2018 | hatchback plug-in-hybrid',
        'Sportback e-tron Premium Plus | 2016-2018 | hatchback plug-in-hybrid',
      ],
    },
    S3: {
      years: '2015-2020,2022-2026',
      specs: 'sedan',
      gens: { '2015-2020': 'automatic' },
      trims: ['Premium Plus', 'Prestige'],
    },
    'RS 3': {
      years: '2017-2020,2022-2026',
      specs: 'sedan',
      trims: ['Base'],
    },
    A4: {
      years: '2015-2025',
      specs: 'sedan',
      gens: { '2015-2016': '8-speed-automatic' },
      trims: ['Premium', 'Premium Plus', 'Prestige', 'S line Premium | 2020-', 'S line Premium Plus | 2020-'],
    },
    'A4 allroad': {
      years: '2015-2025',
      specs: 'wagon',
      aliases: ['allroad'],
      gens: { '2015-2016': '8-speed-automatic' },
      trims: ['Premium', 'Premium Plus', 'Prestige'],
    },
    S4: {
      years: '2015-2016,2018-2025',
      specs: 'sedan 8-speed-automatic',
      gens: { '2015-2016': '7-speed-dual-clutch' },
      trims: ['Premium Plus', 'Prestige'],
    },
    A5: {
      years: '2015-2026',
      specs: 'coupe',
      bodies: 'convertible hatchback',
      gens: { '2015-2017': '8-speed-automatic', '2025-2026': 'sedan' },
      trims: [
        'Premium', 'Premium Plus', 'Prestige', 'Sportback Premium | 2018-2024 | hatchback',
        'Sportback Premium Plus | 2018-2024 | hatchback', 'Sportback Prestige | 2018-2024 | hatchback',
        'Cabriolet Premium Plus | 2015-2024 | convertible', 'Cabriolet Prestige | 2015-2024 | convertible',
      ],
    },
    S5: {
      years: '2015-2026',
      specs: 'coupe 8-speed-automatic',
      bodies: 'convertible hatchback',
      gens: { '2015-2017': '7-speed-dual-clutch', '2025-2026': 'sedan 7-speed-dual-clutch' },
      trims: [
        'Premium Plus', 'Prestige', 'Sportback Premium Plus | 2018-2024 | hatchback', 'Sportback Prestige | 2018-2024 | hatchback',
        'Cabriolet Premium Plus | 2015-2024 | convertible', 'Cabriolet Prestige | 2015-2024 | convertible',
      ],
    },
    'RS 5': {
      years: '2015,2018-2025',
      specs: 'coupe 8-speed-automatic',
      bodies: 'hatchback',
      gens: { '2015': '7-speed-dual-clutch' },
      trims: ['Coupe', 'Sportback | 2019- | hatchback', 'Cabriolet | 2015 | convertible'],
    },
    A6: {
      years: '2015-2026',
      specs: 'sedan',
      gens: { '2015-2018': '8-speed-automatic' },
      trims: ['Premium', 'Premium Plus', 'Prestige', 'Sport Premium Plus | 2022-', 'Sport Prestige | 2022-'],
    },
    'A6 allroad': {
      years: '2020-2026',
      specs: 'wagon',
      trims: ['Premium Plus', 'Prestige'],
    },
    'A6 e-tron': {
      raw: [],
      years: '2025-2026',
      specs: 'sedan electric automatic',
      aliases: ['A6 Sportback e-tron'],
      trims: ['Premium', 'Premium Plus', 'Prestige', 'S6 e-tron Premium Plus', 'S6 e-tron Prestige'],
    },
    S6: {
      years: '2015-2018,2020-2025',
      specs: 'sedan 8-speed-automatic',
      gens: { '2015-2018': '7-speed-dual-clutch' },
      trims: ['Premium Plus', 'Prestige'],
    },
    'RS 6 Avant': {
      years: '2021-2026',
      specs: 'wagon 8-speed-automatic',
      aliases: ['RS 6', 'RS6'],
      trims: ['Base', 'Performance | 2024-'],
    },
    A7: {
      raw: ['A7', 'A7 e'],
      years: '2015-2025',
      specs: 'hatchback',
      gens: { '2015-2018': '8-speed-automatic' },
      trims: [
        'Premium | 2019-', 'Premium Plus', 'Prestige', '55 TFSI e Premium Plus | 2021-2022 | plug-in-hybrid',
        '55 TFSI e Prestige | 2021-2022 | plug-in-hybrid',
      ],
    },
    S7: {
      years: '2015-2018,2020-2025',
      specs: 'hatchback 8-speed-automatic',
      gens: { '2015-2018': '7-speed-dual-clutch' },
      trims: ['Premium Plus', 'Prestige'],
    },
    'RS 7': {
      years: '2015-2018,2021-2026',
      specs: 'hatchback 8-speed-automatic',
      trims: ['Base', 'Performance | 2016-2018,2024-'],
    },
    A8: {
      raw: ['A8', 'A8 L', 'A8 e', 'A8 L e'],
      years: '2015-2026',
      specs: 'sedan 8-speed-automatic',
      trims: [
        '3.0T | 2015-2018', 'L 3.0T | 2015-2018', 'L 4.0T | 2015-2018', 'L W12 | 2015-2018', 'L 55 TFSI | 2019-',
        'L 60 TFSI e | 2020-2023 | plug-in-hybrid', 'L 60 TFSI | 2022-',
      ],
    },
    S8: {
      years: '2015-2018,2020-2026',
      specs: 'sedan 8-speed-automatic',
      trims: ['Base', 'Plus | 2016-2018'],
    },
    Q3: {
      years: '2015-2026',
      specs: 'suv 8-speed-automatic',
      gens: { '2015-2018': 'automatic' },
      trims: ['Premium', 'Premium Plus', 'Prestige | 2015-2018', 'S line Premium | 2019-', 'S line Premium Plus | 2019-'],
    },
    'Q4 e-tron': {
      raw: ['Q4'],
      years: '2022-2026',
      specs: 'suv electric automatic',
      aliases: ['Q4 Sportback e-tron'],
      trims: [
        '40 e-tron Premium | 2022-2023 | rwd', '50 e-tron quattro Premium', '50 e-tron quattro Premium Plus',
        '50 e-tron quattro Prestige', '55 e-tron quattro Premium | 2024-', '55 e-tron quattro Premium Plus | 2024-',
        '55 e-tron quattro Prestige | 2024-', '45 e-tron Premium | 2025- | rwd',
      ],
    },
    Q5: {
      raw: ['Q5', 'Q5 e'],
      years: '2015-2026',
      specs: 'suv',
      gens: { '2015-2017': '8-speed-automatic' },
      trims: [
        'Premium', 'Premium Plus', 'Prestige', 'TDI Premium Plus | 2015 | diesel 8-speed-automatic',
        'Hybrid Prestige | 2015-2016 | hybrid', '55 TFSI e Premium | 2020-2024 | plug-in-hybrid',
        '55 TFSI e Premium Plus | 2020-2024 | plug-in-hybrid', '55 TFSI e Prestige | 2020-2024 | plug-in-hybrid',
        'Sportback Premium Plus | 2021-', 'Sportback Prestige | 2021-',
      ],
    },
    SQ5: {
      years: '2015-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Premium Plus', 'Prestige', 'Sportback Premium Plus | 2021-', 'Sportback Prestige | 2021-'],
    },
    'Q6 e-tron': {
      raw: ['Q6'],
      years: '2025-2026',
      specs: 'suv electric automatic',
      trims: ['Premium', 'Premium Plus', 'Prestige', 'Sportback Premium Plus | 2026', 'Sportback Prestige | 2026'],
    },
    'SQ6 e-tron': {
      raw: ['SQ6'],
      years: '2025-2026',
      specs: 'suv electric automatic',
      trims: ['Premium Plus', 'Prestige'],
    },
    Q7: {
      years: '2015,2017-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Premium', 'Premium Plus', 'Prestige', 'TDI Premium Plus | 2015 | diesel'],
    },
    SQ7: {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Premium Plus', 'Prestige'],
    },
    Q8: {
      years: '2019-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Premium', 'Premium Plus', 'Prestige'],
    },
    'Q8 e-tron': {
      raw: [],
      years: '2024-2025',
      specs: 'suv electric automatic',
      aliases: ['Q8 Sportback e-tron', 'SQ8 e-tron'],
      trims: [
        'Premium', 'Premium Plus', 'Prestige', 'Sportback Premium Plus', 'Sportback Prestige', 'SQ8 e-tron Premium Plus',
        'SQ8 e-tron Prestige',
      ],
    },
    SQ8: {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Premium Plus', 'Prestige'],
    },
    'RS Q8': {
      years: '2020-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Base', 'Performance | 2025-'],
    },
    R8: {
      years: '2015,2017-2023',
      specs: 'coupe',
      bodies: 'convertible',
      trims: [
        'V10 | 2015-2021', 'V10 Plus | 2015-2019', 'V10 Spyder | 2017-2021', 'V10 Performance | 2020-',
        'V10 Performance Spyder | 2020-', 'V10 RWD | 2020-2021 | rwd', 'V10 Performance RWD | 2022- | rwd', 'GT | 2023 | rwd',
      ],
    },
    TT: {
      years: '2015-2023',
      specs: 'coupe automatic',
      bodies: 'convertible',
      trims: ['Coupe', 'Roadster', 'Final Edition | 2023'],
    },
    TTS: {
      years: '2016-2023',
      specs: 'coupe automatic',
      trims: ['Coupe'],
    },
    'TT RS': {
      years: '2018-2022',
      specs: 'coupe',
      trims: ['Coupe', 'Heritage Edition | 2022'],
    },
    'e-tron': {
      raw: ['e-tron', 'e-tron Sportback'],
      years: '2019-2023',
      specs: 'suv electric automatic',
      trims: [
        'Premium | 2020-', 'Premium Plus', 'Prestige', 'Edition One | 2019', 'Sportback Premium | 2020-',
        'Sportback Premium Plus | 2020-', 'Sportback Prestige | 2020-', 'S | 2022-', 'S Sportback | 2022-',
      ],
    },
    'e-tron GT': {
      raw: ['e-tron GT', 'S e-tron GT'],
      years: '2022-2026',
      specs: 'sedan electric automatic',
      trims: ['Premium Plus | 2022-2024', 'Prestige | 2022-2024', 'S e-tron GT Premium Plus | 2025-', 'S e-tron GT Prestige | 2025-'],
    },
    'RS e-tron GT': {
      years: '2022-2026',
      specs: 'sedan electric automatic',
      trims: ['Base | 2022-2024', 'Performance | 2025-'],
    },
  },
};
