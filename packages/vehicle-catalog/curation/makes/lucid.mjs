// Lucid: the Air Pure was rear-drive until the 2025 refresh made it dual-motor.
export default {
  make: 'Lucid',
  raw: 'Lucid',
  class: 'luxury',
  defaults: 'electric automatic awd 2wd=rwd',
  models: {
    Air: {
      years: '2022-2026',
      specs: 'sedan',
      trims: ['Dream Edition | 2022-2023', 'Grand Touring', 'Touring | 2023-', 'Pure | 2023-', 'Sapphire | 2024-'],
    },
    Gravity: {
      years: '2025-2026',
      specs: 'suv',
      trims: ['Dream Edition | 2025', 'Grand Touring', 'Touring | 2026'],
    },
  },
};
