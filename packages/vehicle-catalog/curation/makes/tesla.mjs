// Tesla: vPIC has no Tesla trims; written by hand from Tesla's US configurations. 'D' badges (70D, P100D)
// are dual-motor all-wheel drive. The Semi is a heavy truck.
export default {
  make: 'Tesla',
  raw: 'Tesla',
  class: 'premium',
  defaults: 'electric automatic awd 2wd=rwd',
  keywords: {
    '/\\bP?\\d{2,3}D\\b/i': 'awd',
    '/^\\d{2,3}$/': 'rwd',
    Performance: 'awd',
    Plaid: 'awd',
    'Long Range': 'awd',
    'Standard Range': 'rwd',
    RWD: 'rwd',
  },
  drop: {
    Semi: 'heavy truck (tractor)',
  },
  models: {
    'Model S': {
      years: '2015-2026',
      specs: 'sedan',
      aliases: ['S'],
      trims: [
        '70 | 2015-2016', '70D | 2015-2016', '75 | 2016-2017', '75D | 2016-2019', '85 | 2015', '85D | 2015', 'P85D | 2015',
        '90D | 2015-2017', 'P90D | 2015-2016', '100D | 2017-2019', 'P100D | 2017-2019', 'Standard Range | 2019',
        'Long Range | 2019-', 'Performance | 2019-2021', 'Plaid | 2021-',
      ],
    },
    'Model 3': {
      years: '2017-2026',
      specs: 'sedan rwd',
      aliases: ['3'],
      trims: [
        'Long Range | 2017- | awd', 'Mid Range | 2018-2019', 'Standard Range | 2019', 'Standard Range Plus | 2019-2021',
        'Performance | 2018-', 'RWD | 2022-', 'Long Range RWD | 2024- | rwd',
      ],
    },
    'Model X': {
      years: '2016-2026',
      specs: 'suv',
      aliases: ['X'],
      trims: ['75D | 2016-2019', '90D | 2016-2017', 'P90D | 2016-2017', '100D | 2017-2019', 'P100D | 2017-2019', 'Long Range | 2019-', 'Performance | 2019-2021', 'Plaid | 2022-'],
    },
    'Model Y': {
      years: '2020-2026',
      specs: 'suv',
      aliases: ['Y'],
      trims: ['Long Range', 'Performance', 'Standard Range | 2021', 'RWD | 2023-', 'Long Range RWD | 2025- | rwd'],
    },
    Cybertruck: {
      years: '2024-2026',
      specs: 'truck',
      trims: ['Foundation Series | 2024', 'AWD', 'Cyberbeast', 'Long Range RWD | 2025 | rwd'],
    },
  },
};
