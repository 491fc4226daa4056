// Rivian: EDV and RCV are commercial delivery vans. Motor/battery configurations are the trims from 2025.
export default {
  make: 'Rivian',
  raw: 'Rivian',
  class: 'premium',
  defaults: 'electric automatic awd',
  drop: {
    EDV: 'commercial delivery van',
    RCV: 'commercial delivery van',
  },
  models: {
    R1S: {
      years: '2022-2026',
      specs: 'suv',
      trims: ['Launch Edition | 2022', 'Adventure | 2022-2024', 'Explore | 2023-2024', 'Dual | 2025-', 'Dual Max | 2025-', 'Tri Max | 2025-', 'Quad | 2025-'],
    },
    R1T: {
      years: '2022-2026',
      specs: 'truck',
      trims: ['Launch Edition | 2022', 'Adventure | 2022-2024', 'Explore | 2023-2024', 'Dual | 2025-', 'Dual Max | 2025-', 'Tri Max | 2025-', 'Quad | 2025-'],
    },
  },
};
