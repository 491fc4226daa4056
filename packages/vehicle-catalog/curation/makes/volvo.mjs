// Volvo: heavy-truck schemas (VNL/VNR cabs) dropped. vPIC's newer grade names (Core/Plus/Ultimate) are
// combined with the powertrain badge (B5, T8). Recharge/T8 = plug-in hybrid on gasoline models; the
// 2025 renames EC40 (C40) and EX40 (XC40 Recharge) are merged.
export default {
  make: 'Volvo',
  raw: 'Volvo',
  class: 'premium',
  defaults: 'premium-gasoline 8-speed-automatic awd 2wd=fwd',
  keywords: { T8: 'plug-in-hybrid awd', T6: 'awd', B6: 'awd' },
  drop: {
    'Cab Behind Engine': 'heavy truck',
    'Cab Over Engine HT': 'heavy truck',
    'Cab Over Engine LT': 'heavy truck',
    'F12 w/F7 Cab': 'heavy truck',
    'F6 w/F7 Cab': 'heavy truck',
    VS: 'heavy truck',
    VT: 'heavy truck',
  },
  models: {
    'C40 Recharge': {
      raw: ['C40', 'EC40'],
      years: '2022-2026',
      specs: 'suv electric automatic',
      aliases: ['C40', 'EC40'],
      trims: ['Twin | 2022', 'Core | 2023-', 'Plus', 'Ultimate', 'Single Motor | 2024- | rwd'],
    },
    EX30: {
      raw: ['EX30', 'EX30 CC'],
      years: '2025-2026',
      specs: 'suv electric automatic rwd',
      trims: ['Core', 'Plus', 'Ultra', 'Twin Motor Performance | awd', 'Cross Country | 2026 | awd'],
    },
    EX90: {
      years: '2025-2026',
      specs: 'suv electric automatic',
      trims: ['Twin Motor', 'Twin Motor Performance', 'Plus', 'Ultra'],
    },
    S60: {
      raw: ['S60', 'S60 Cross Country'],
      years: '2015-2025',
      specs: 'sedan fwd',
      gens: { '2023-2025': 'awd' },
      trims: [
        'T5 | 2015-2018', 'T6 | 2015-2018', 'Cross Country | 2016-2018 | awd', 'T5 Momentum | 2019-2022',
        'T5 Inscription | 2019-2022', 'T6 R-Design | 2019-2022', 'T8 Inscription | 2019-2022', 'T8 Polestar Engineered | 2019-2023',
        'B5 Momentum | 2022', 'B5 Core | 2023-', 'B5 Plus | 2023-', 'B5 Ultimate | 2023-', 'T8 Ultimate | 2023-',
      ],
    },
    S80: {
      years: '2015-2016',
      specs: 'sedan automatic fwd',
      trims: ['T5', 'T6'],
    },
    S90: {
      years: '2017-2026',
      specs: 'sedan',
      trims: [
        'T5 Momentum | 2017-2020 | fwd', 'T6 Momentum | 2017-2020', 'T6 Inscription | 2017-2020', 'T8 Inscription | 2018-2022',
        'B5 Momentum | 2021-2022', 'B6 Inscription | 2021-2022', 'B6 Core | 2023-', 'B6 Plus | 2023-', 'B6 Ultimate | 2023-',
        'T8 Ultimate | 2023-',
      ],
    },
    V60: {
      years: '2015-2026',
      specs: 'wagon',
      trims: [
        'T5 | 2015-2018 | fwd', 'T6 R-Design | 2015-2018', 'Polestar | 2017-2018', 'T5 Momentum | 2019-2022 | fwd',
        'T6 Inscription | 2019-2022', 'T8 Polestar Engineered | 2020-2023', 'B5 Core | 2023-', 'B5 Plus | 2023-', 'T8 Ultimate | 2023-',
      ],
    },
    'V60 Cross Country': {
      raw: ['V60CC'],
      years: '2015-2026',
      specs: 'wagon',
      aliases: ['V60CC'],
      trims: ['T5', 'T5 Platinum | 2016-2018', 'B5 | 2022', 'B5 Core | 2023-', 'B5 Plus | 2023-', 'B5 Ultimate | 2023-'],
    },
    V90: {
      years: '2017-2021',
      specs: 'wagon',
      trims: ['T5 Momentum | fwd', 'T6 Inscription', 'T6 R-Design'],
    },
    'V90 Cross Country': {
      raw: ['V90CC'],
      years: '2017-2026',
      specs: 'wagon',
      aliases: ['V90CC'],
      trims: ['T5', 'T6', 'B6 | 2021-2022', 'B6 Core | 2023-', 'B6 Plus | 2023-', 'B6 Ultimate | 2023-'],
    },
    XC40: {
      years: '2019-2026',
      specs: 'suv',
      trims: [
        'T4 Momentum | 2019-2022 | fwd', 'T5 Momentum | 2019-2022', 'T5 R-Design | 2019-2022', 'T5 Inscription | 2019-2022',
        'B4 Core | 2023- | fwd', 'B5 Core | 2023-', 'B5 Plus | 2023-', 'B5 Ultimate | 2023-',
      ],
    },
    'XC40 Recharge': {
      raw: ['EX40'],
      years: '2021-2026',
      specs: 'suv electric automatic',
      aliases: ['EX40'],
      trims: ['P8 | 2021', 'Twin | 2022', 'Core | 2023-', 'Plus', 'Ultimate', 'Single Motor | 2024- | rwd'],
    },
    XC60: {
      years: '2015-2026',
      specs: 'suv',
      trims: [
        'T5 | 2015-2017', 'T6 | 2015-2017', 'T5 Momentum | 2018-2021', 'T5 Inscription | 2018-2021', 'T6 R-Design | 2018-2021',
        'T6 Inscription | 2018-2021', 'T8 Inscription | 2018-2022', 'T8 Polestar Engineered | 2020-2023', 'B5 Momentum | 2022',
        'B5 Core | 2023-', 'B5 Plus | 2022-', 'B5 Ultimate | 2023-', 'B6 Plus | 2022-', 'T8 Ultimate | 2023-',
      ],
    },
    XC70: {
      years: '2015-2016',
      specs: 'wagon automatic',
      trims: ['T5', 'T6'],
    },
    XC90: {
      years: '2015-2026',
      specs: 'suv',
      trims: [
        'Platinum | 2015', 'T5 Momentum | 2016-2022', 'T6 Momentum | 2016-2022', 'T6 Inscription | 2016-2022', 'T6 R-Design | 2016-2022',
        'T8 Inscription | 2016-2022', 'T8 Excellence | 2016-2020', 'B5 Core | 2023-', 'B6 Plus | 2023-', 'B6 Ultimate | 2023-',
        'T8 Ultimate | 2023-', 'T8 Plus | 2025-',
      ],
    },
  },
};
