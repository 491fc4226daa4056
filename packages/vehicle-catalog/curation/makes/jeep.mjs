// Jeep: vPIC carries Jeep platform codes (KL, WL, JL) as series; trims written by hand. 4xe = plug-in hybrid
// (generic keyword). Cherokee ended in 2023 (open vPIC schema); Recon (2026) not yet on sale.
export default {
  make: 'Jeep',
  raw: 'Jeep',
  class: 'mainstream',
  defaults: 'gasoline 8-speed-automatic 4wd 2wd=rwd',
  drop: {
    Recon: 'announced electric model, not yet on sale',
  },
  models: {
    Cherokee: {
      years: '2015-2023',
      specs: 'suv automatic 2wd=fwd',
      trims: [
        'Sport | 2015-2018', 'Latitude', 'Latitude Plus', 'Latitude Lux | 2019-', 'Altitude', 'Limited', 'Trailhawk',
        'Overland', 'High Altitude | 2018-2020',
      ],
    },
    Compass: {
      years: '2015-2026',
      specs: 'suv automatic 2wd=fwd',
      trims: ['Sport', 'Latitude', 'Latitude Lux | 2021-', 'Altitude', 'Limited', 'Trailhawk', 'High Altitude | 2016-2020', 'Red Edition | 2021-'],
    },
    Gladiator: {
      years: '2020-2026',
      specs: 'truck',
      trims: [
        'Sport', 'Sport S', 'Willys | 2021-', 'Overland', 'Rubicon', 'Mojave | 2021-', 'Launch Edition | 2020',
        'High Altitude | 2021-', 'Mojave X | 2024-', 'Rubicon X | 2024-', 'Nighthawk | 2025-',
      ],
    },
    'Grand Cherokee': {
      years: '2015-2026',
      specs: 'suv',
      trims: [
        'Laredo', 'Limited', 'Overland', 'Summit', 'Trailhawk | 2017-', 'SRT | 2015-2021', 'Trackhawk | 2018-2021',
        'High Altitude | 2015-2021', 'Altitude', 'Upland | 2019-2020', 'Summit Reserve | 2022-', '4xe | 2022-',
        'Limited 4xe | 2022-', 'Trailhawk 4xe | 2022-', 'Overland 4xe | 2022-', 'Summit 4xe | 2022-',
        'EcoDiesel Limited | 2015-2019', 'EcoDiesel Overland | 2015-2019',
      ],
    },
    'Grand Cherokee L': {
      years: '2021-2026',
      specs: 'suv',
      trims: ['Laredo', 'Altitude', 'Limited', 'Overland', 'Summit', 'Summit Reserve'],
    },
    'Grand Wagoneer': {
      years: '2022-2026',
      specs: 'suv premium-gasoline',
      trims: ['Series I', 'Series II', 'Series III', 'Obsidian | 2022-2023'],
    },
    'Grand Wagoneer L': {
      years: '2023-2026',
      specs: 'suv premium-gasoline',
      trims: ['Series I', 'Series II', 'Series III', 'Obsidian | 2023'],
    },
    Patriot: {
      years: '2015-2017',
      specs: 'suv automatic fwd',
      trims: ['Sport', 'Sport SE', 'Latitude', 'High Altitude', '75th Anniversary | 2016'],
    },
    Renegade: {
      years: '2015-2023',
      specs: 'suv automatic 2wd=fwd',
      trims: ['Sport', 'Latitude', 'Altitude | 2016-', 'Limited', 'Trailhawk', 'Upland | 2019-2021', 'Jeepster | 2019'],
    },
    Wagoneer: {
      years: '2022-2026',
      specs: 'suv',
      trims: ['Series I', 'Series II', 'Series III', 'Carbide | 2023-'],
    },
    'Wagoneer L': {
      years: '2023-2026',
      specs: 'suv',
      trims: ['Series I', 'Series II', 'Series III', 'Carbide'],
    },
    'Wagoneer S': {
      years: '2024-2026',
      specs: 'suv electric automatic awd',
      trims: ['Launch Edition | 2024', 'Limited | 2025-', 'Base | 2025-'],
    },
    Wrangler: {
      raw: ['Wrangler', 'Wrangler JK'],
      years: '2015-2026',
      specs: 'suv',
      gens: { '2015-2017': 'automatic' },
      aliases: ['Wrangler Unlimited'],
      trims: [
        'Sport', 'Sport S', 'Willys | 2017-', 'Sahara', 'Rubicon', 'Unlimited Sport | -2021', 'Unlimited Sahara | -2021',
        'Unlimited Rubicon | -2021', 'High Altitude | 2019-', 'Rubicon 392 | 2021-', 'Sahara 4xe | 2021-',
        'Rubicon 4xe | 2021-', 'High Altitude 4xe | 2022-', 'Sport S 4xe | 2024-', 'Unlimited Sahara EcoDiesel | 2020-2023',
      ],
    },
  },
};
