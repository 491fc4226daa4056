// Ford: F-Series cab names (SuperCrew, SuperCab) are not trims; commercial vans and chassis cabs dropped.
// Energi = plug-in hybrid, PowerBoost = hybrid (generic keywords).
export default {
  make: 'Ford',
  raw: 'Ford',
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  drop: {
    "'34": 'hot-rod replica schema, not a production model',
    'F-450': 'Super Duty F-450 chassis cab and dually, commercial',
    'F-550': 'commercial chassis cab',
    'F-600': 'commercial chassis cab',
    'GT MKII': 'track-only car, not road legal',
    'Mustang GTD': 'limited hand-built special',
    'Transit Connect': 'commercial van',
    Transit: 'commercial van',
  },
  models: {
    Bronco: {
      years: '2021-2026',
      specs: 'suv 4wd',
      trims: [
        'Base', 'Big Bend', 'Black Diamond', 'Outer Banks', 'Badlands', 'Wildtrak', 'First Edition | 2021',
        'Everglades | 2022-', 'Raptor | 2022-', 'Heritage Edition | 2023-', 'Heritage Limited Edition | 2023',
        'Stroppe Edition | 2024-',
      ],
    },
    'Bronco Sport': {
      years: '2021-2026',
      specs: 'suv 8-speed-automatic awd',
      trims: ['Base', 'Big Bend', 'Outer Banks', 'Badlands', 'First Edition | 2021', 'Free Wheeling | 2022-2023', 'Heritage | 2023-', 'Sasquatch | 2025-'],
    },
    'C-Max': {
      years: '2015-2018',
      specs: 'hatchback hybrid cvt',
      trims: ['SE', 'SEL | 2015-2016', 'Titanium', 'Energi SEL | 2015-2016', 'Energi Titanium'],
    },
    EcoSport: {
      raw: ['Ecosport'],
      years: '2018-2022',
      specs: 'suv',
      trims: ['S', 'SE', 'SES | awd', 'Titanium'],
    },
    Edge: {
      years: '2015-2024',
      specs: 'suv awd 2wd=fwd',
      gens: { '2019-2024': '8-speed-automatic' },
      trims: ['SE', 'SEL', 'Titanium', 'Sport | 2015-2018', 'ST | 2019-', 'ST-Line | 2021-'],
    },
    Escape: {
      years: '2015-2026',
      specs: 'suv',
      gens: { '2020-2026': '8-speed-automatic' },
      keywords: { Hybrid: 'hybrid cvt', 'Plug-In Hybrid': 'plug-in-hybrid cvt', PHEV: 'plug-in-hybrid cvt' },
      trims: [
        'S', 'SE', 'SEL', 'Titanium | 2015-2022', 'Active | 2023-', 'ST-Line | 2023-', 'ST-Line Select | 2023-',
        'ST-Line Elite | 2023-', 'Platinum | 2023-', 'SE Hybrid | 2020-', 'Titanium Hybrid | 2020-2022',
        'SE Plug-In Hybrid | 2020-', 'PHEV | 2023-',
      ],
    },
    Expedition: {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      gens: { '2015-2017': 'automatic' },
      trims: [
        'XL | 2015-2017', 'XLT', 'Limited', 'King Ranch', 'Platinum', 'Timberline | 2022-', 'Active | 2025-',
        'Tremor | 2025-',
      ],
    },
    'Expedition MAX': {
      raw: ['Expedition MAX', 'Expedition EL'],
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      trims: ['XLT', 'Limited', 'King Ranch', 'Platinum'],
    },
    Explorer: {
      years: '2015-2026',
      specs: 'suv awd',
      gens: { '2015-2019': '2wd=fwd' },
      keywords: { Hybrid: 'hybrid' },
      trims: [
        'Base', 'XLT', 'Limited', 'Platinum', 'Sport | 2015-2019', 'ST | 2020-', 'King Ranch | 2021-',
        'Timberline | 2021-', 'ST-Line | 2022-', 'Active | 2024-', 'Limited Hybrid | 2020-2022',
      ],
    },
    'F-150': {
      years: '2015-2026',
      specs: 'truck 4wd 2wd=rwd',
      trims: [
        'XL', 'STX', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Limited | 2016-', 'Raptor | 2017-', 'Tremor | 2021-',
        'Raptor R | 2023-', 'Lariat PowerBoost | 2021-', 'Platinum PowerBoost | 2021-', 'Lariat Power Stroke | 2018-2021',
      ],
    },
    'F-150 Lightning': {
      raw: [],
      years: '2022-2025',
      specs: 'truck electric awd',
      trims: ['Pro', 'XLT', 'Lariat', 'Platinum', 'Flash | 2024-'],
    },
    'F-250': {
      years: '2015-2026',
      specs: 'truck 4wd 2wd=rwd',
      aliases: ['F-250 Super Duty', 'Super Duty F-250'],
      trims: ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Limited | 2020-', 'Tremor | 2020-'],
    },
    'F-350': {
      years: '2015-2026',
      specs: 'truck diesel 4wd 2wd=rwd',
      aliases: ['F-350 Super Duty', 'Super Duty F-350'],
      trims: ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Limited | 2020-', 'Tremor | 2020-'],
    },
    Fiesta: {
      years: '2015-2019',
      specs: 'sedan',
      bodies: 'hatchback',
      trims: ['S', 'SE', 'Titanium', 'SE Hatchback | hatchback', 'Titanium Hatchback | hatchback', 'ST | hatchback manual'],
    },
    Flex: {
      years: '2015-2019',
      specs: 'suv',
      trims: ['SE', 'SEL', 'Limited'],
    },
    Focus: {
      years: '2015-2018',
      specs: 'sedan',
      bodies: 'hatchback',
      trims: [
        'S', 'SE', 'SEL | 2016-', 'Titanium', 'SE Hatchback | hatchback', 'Titanium Hatchback | hatchback',
        'ST | hatchback manual', 'RS | 2016- | hatchback manual awd', 'Electric | hatchback electric',
      ],
    },
    Fusion: {
      years: '2015-2020',
      specs: 'sedan',
      keywords: { Hybrid: 'hybrid cvt', Energi: 'plug-in-hybrid cvt' },
      trims: [
        'S', 'SE', 'SEL | 2017-', 'Titanium', 'Platinum | 2017-2019', 'Sport | 2017-2019 | awd', 'Hybrid S', 'Hybrid SE',
        'Hybrid Titanium', 'Energi SE', 'Energi Titanium',
      ],
    },
    GT: {
      years: '2017-2022',
      specs: 'coupe premium-gasoline 7-speed-dual-clutch rwd',
      trims: ['Base', 'Carbon Series | 2019-', 'Heritage Edition', 'LM Edition | 2022'],
    },
    Maverick: {
      years: '2022-2026',
      specs: 'truck hybrid cvt fwd',
      keywords: { EcoBoost: 'gasoline 8-speed-automatic' },
      trims: ['XL', 'XLT', 'Lariat', 'XLT EcoBoost AWD', 'Lariat EcoBoost AWD', 'Tremor | 2023- | gasoline 8-speed-automatic awd', 'Lobo | 2025- | gasoline 8-speed-automatic'],
    },
    Mustang: {
      years: '2015-2026',
      specs: 'coupe rwd',
      bodies: 'convertible',
      trims: [
        'V6 | 2015-2017', 'EcoBoost', 'EcoBoost Premium', 'GT', 'GT Premium', 'Bullitt | 2019-2020 | manual',
        'Mach 1 | 2021-2023', 'Dark Horse | 2024-', 'Shelby GT350 | 2016-2020 | manual',
        'Shelby GT500 | 2020-2022 | 7-speed-dual-clutch', 'EcoBoost Premium Convertible', 'GT Premium Convertible',
      ],
    },
    'Mustang Mach-E': {
      years: '2021-2026',
      specs: 'suv electric rwd',
      aliases: ['Mach-E'],
      trims: ['Select', 'Premium', 'California Route 1 | 2021-2023', 'GT | awd', 'Rally | 2024- | awd'],
    },
    Ranger: {
      years: '2019-2026',
      specs: 'truck 4wd 2wd=rwd',
      trims: ['XL', 'XLT', 'Lariat', 'Raptor | 2024-'],
    },
    Taurus: {
      years: '2015-2019',
      specs: 'sedan',
      trims: ['SE', 'SEL', 'Limited', 'SHO | awd'],
    },
  },
};
