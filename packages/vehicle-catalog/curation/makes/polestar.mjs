// Polestar: vPIC 'PS1'/'PS2' are the Polestar 1 and 2. Single Motor Polestar 2 drove the front wheels until
// 2023 and the rear wheels from 2024.
export default {
  make: 'Polestar',
  raw: 'Polestar',
  class: 'premium',
  defaults: 'electric automatic awd',
  models: {
    'Polestar 1': {
      raw: ['PS1'],
      years: '2020-2021',
      specs: 'coupe plug-in-hybrid 8-speed-automatic',
      aliases: ['1'],
      trims: ['Base'],
    },
    'Polestar 2': {
      raw: ['PS2'],
      years: '2021-2026',
      specs: 'sedan',
      gens: { '2021-2023': '2wd=fwd', '2024-2026': '2wd=rwd' },
      aliases: ['2'],
      trims: ['Launch Edition | 2021', 'Long Range Dual Motor', 'Long Range Single Motor | 2022-', 'Standard Range Single Motor | 2022-2023', 'BST Edition 230 | 2023'],
    },
    'Polestar 3': {
      years: '2025-2026',
      specs: 'suv 2wd=rwd',
      aliases: ['3'],
      trims: ['Long Range Dual Motor', 'Long Range Single Motor | 2026', 'Performance'],
    },
    'Polestar 4': {
      years: '2025-2026',
      specs: 'suv 2wd=rwd',
      aliases: ['4'],
      trims: ['Long Range Single Motor', 'Long Range Dual Motor'],
    },
  },
};
