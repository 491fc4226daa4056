// Lamborghini: Huracan ended with 2024 (the Temerario replaced it); limited specials (Sian, Countach) left out.
export default {
  make: 'Lamborghini',
  raw: 'Lamborghini',
  class: 'exotic',
  aliases: ['Lambo'],
  defaults: 'premium-gasoline 7-speed-dual-clutch awd',
  models: {
    Aventador: {
      years: '2015-2022',
      specs: 'coupe automatic',
      bodies: 'convertible',
      trims: [
        'LP 700-4 | 2015-2017', 'LP 700-4 Roadster | 2015-2017', 'SV | 2016-2017', 'SV Roadster | 2016-2017',
        'S | 2018-2021', 'S Roadster | 2018-2021', 'SVJ | 2019-', 'SVJ Roadster | 2020-', 'LP 780-4 Ultimae | 2022',
        'LP 780-4 Ultimae Roadster | 2022',
      ],
    },
    Huracan: {
      years: '2015-2024',
      specs: 'coupe',
      bodies: 'convertible',
      trims: [
        'LP 610-4 | 2015-2019', 'LP 610-4 Spyder | 2016-2019', 'LP 580-2 | 2016-2019 | rwd', 'LP 580-2 Spyder | 2017-2019 | rwd',
        'Performante | 2018-2019', 'Performante Spyder | 2019', 'EVO | 2020-', 'EVO Spyder | 2020-', 'EVO RWD | 2020- | rwd',
        'EVO RWD Spyder | 2021- | rwd', 'STO | 2021- | rwd', 'Tecnica | 2023- | rwd', 'Sterrato | 2023-',
      ],
    },
    Revuelto: {
      years: '2024-2026',
      specs: 'coupe plug-in-hybrid 8-speed-automatic',
      trims: ['Base'],
    },
    Temerario: {
      years: '2026',
      specs: 'coupe plug-in-hybrid 8-speed-automatic',
      trims: ['Base'],
    },
    Urus: {
      raw: ['URUS'],
      years: '2019-2026',
      specs: 'suv 8-speed-automatic',
      trims: ['Base | 2019-2022', 'S | 2023-', 'Performante | 2023-', 'SE | 2025- | plug-in-hybrid'],
    },
  },
};
