// Ram: commercial chassis cabs and ProMaster vans dropped; 1500 Classic (the old body sold beside the new one
// 2019-2024) is the same model name in listings.
export default {
  make: 'Ram',
  raw: 'Ram',
  class: 'mainstream',
  aliases: ['RAM', 'Dodge Ram'],
  defaults: 'gasoline 8-speed-automatic 4wd 2wd=rwd',
  keywords: { Cummins: 'diesel automatic' },
  drop: {
    '4000': 'commercial chassis cab',
    '4500': 'commercial chassis cab',
    '5500': 'commercial chassis cab',
    'Cargo Van': 'commercial van',
    'ProMaster 1500': 'commercial van',
    'ProMaster 2500': 'commercial van',
    'ProMaster 3500': 'commercial van',
    'Promaster City': 'commercial van',
  },
  models: {
    '1500': {
      years: '2015-2026',
      specs: 'truck',
      aliases: ['1500 Classic', 'Ram 1500'],
      trims: [
        'Tradesman', 'Express | 2015-2018', 'Big Horn', 'Lone Star', 'Sport | 2015-2018', 'Rebel', 'Laramie',
        'Laramie Longhorn | 2015-2018', 'Longhorn | 2019-', 'Limited', 'Warlock | 2019-2024', 'TRX | 2021-2024',
        'Tungsten | 2025-', 'RHO | 2025-', 'Laramie EcoDiesel | 2015-2024',
      ],
    },
    '2500': {
      years: '2015-2026',
      specs: 'truck automatic',
      aliases: ['Ram 2500', '2500 HD'],
      trims: ['Tradesman', 'Big Horn', 'Laramie', 'Power Wagon', 'Rebel | 2023-', 'Limited', 'Longhorn | 2019-', 'Laramie Cummins'],
    },
    '3500': {
      years: '2015-2026',
      specs: 'truck diesel automatic',
      aliases: ['Ram 3500', '3500 HD'],
      trims: ['Tradesman', 'Big Horn', 'Laramie', 'Limited', 'Longhorn | 2019-'],
    },
  },
};
