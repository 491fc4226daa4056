// Toyota: vPIC joins grades ('L/LE/SE/XLE') and carries open schemas (Celica, Paseo to 2026); Scion
// models moved to the Scion make. Toyota hybrids use an e-CVT; i-FORCE MAX hybrids a 10-speed automatic.
// Prime / Plug-in Hybrid = plug-in hybrid. The 2025+ Camry and 2021+ Sienna are hybrid only.
export default {
  make: 'Toyota',
  raw: 'Toyota',
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  keywords: { Hybrid: 'hybrid cvt', 'i-FORCE MAX': 'hybrid automatic', 'Hybrid MAX': 'hybrid automatic', Prime: 'plug-in-hybrid cvt' },
  drop: {
    Celica: 'ended in 2005; open-ended vPIC schema',
    Paseo: 'ended in 1999; open-ended vPIC schema',
    'FCHV-adv': 'fuel-cell test fleet, never sold',
  },
  models: {
    '86': {
      years: '2017-2020',
      specs: 'coupe premium-gasoline manual rwd',
      trims: ['Base', 'GT', 'TRD Special Edition | 2018', 'GT Black | 2019', 'Hakone Edition | 2020'],
    },
    '4Runner': {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      gens: { '2025-2026': '8-speed-automatic' },
      trims: [
        'SR5', 'SR5 Premium', 'Trail | 2015-2019', 'TRD Off-Road | 2017-', 'TRD Off-Road Premium | 2017-', 'TRD Pro | 2015,2017-',
        'Limited', 'Nightshade | 2019-2024', 'Venture | 2021', 'TRD Sport | 2021-2024', 'Trail Special Edition | 2021-2022',
        'Platinum | 2025-', 'Trailhunter | 2025-',
      ],
    },
    Avalon: {
      years: '2015-2022',
      specs: 'sedan 8-speed-automatic',
      gens: { '2015-2018': 'automatic' },
      trims: [
        'XLE', 'XLE Plus | 2015-2018', 'XLE Premium | 2015-2018', 'XLE Touring | 2015-2018', 'Touring | 2019-', 'Limited',
        'XSE | 2019-', 'TRD | 2020-', 'XLE AWD | 2021-', 'Hybrid XLE', 'Hybrid Limited', 'Hybrid XSE | 2021-',
      ],
    },
    'C-HR': {
      years: '2018-2022',
      specs: 'suv cvt',
      trims: ['XLE', 'XLE Premium | 2018', 'LE | 2019-', 'Limited | 2019-', 'Nightshade | 2021-'],
    },
    Camry: {
      years: '2015-2026',
      specs: 'sedan 8-speed-automatic',
      gens: { '2015-2017': 'automatic', '2025-2026': 'hybrid cvt' },
      trims: [
        'L | 2015-2024', 'LE', 'SE', 'XLE', 'XSE', 'TRD | 2020-2024', 'Nightshade | 2021-', 'LE AWD | 2020-2024',
        'Hybrid LE | 2015-2024', 'Hybrid SE | 2015-2024', 'Hybrid XLE | 2015-2024', 'Hybrid XSE | 2021-2024',
      ],
    },
    Corolla: {
      raw: ['Corolla', 'COROLLA iM'],
      years: '2015-2026',
      specs: 'sedan cvt',
      bodies: 'hatchback',
      aliases: ['Corolla iM', 'Corolla Hatchback'],
      trims: [
        'L', 'LE', 'S | 2015-2019', 'SE | 2019-', 'XLE', 'XSE | 2020-', 'LE Eco | 2015-2019', 'Nightshade | 2022-',
        'Apex Edition | 2021-2022', 'Hybrid LE | 2020-', 'Hybrid SE | 2023-', 'Hybrid XLE | 2023-', 'iM | 2017-2018 | hatchback',
        'SE Hatchback | 2019- | hatchback', 'XSE Hatchback | 2019- | hatchback',
      ],
    },
    'Corolla Cross': {
      years: '2022-2026',
      specs: 'suv cvt',
      keywords: { Hybrid: 'awd' },
      trims: ['L', 'LE', 'XLE', 'Nightshade | 2025-', 'Hybrid S | 2023-', 'Hybrid SE | 2023-', 'Hybrid XSE | 2023-', 'Hybrid Nightshade | 2024-'],
    },
    Crown: {
      years: '2023-2026',
      specs: 'sedan hybrid cvt awd',
      trims: ['XLE', 'Limited', 'Platinum | automatic', 'Nightshade | 2024- | automatic'],
    },
    'Crown Signia': {
      years: '2025-2026',
      specs: 'suv hybrid cvt awd',
      trims: ['XLE', 'Limited'],
    },
    'GR Corolla': {
      years: '2023-2026',
      specs: 'hatchback premium-gasoline manual awd',
      trims: ['Core', 'Circuit Edition | 2023', 'MORIZO Edition | 2023-2024', 'Premium | 2025-', 'Premium Plus | 2025-'],
    },
    GR86: {
      years: '2022-2026',
      specs: 'coupe premium-gasoline manual rwd',
      trims: ['Base', 'Premium', 'Special Edition | 2023', 'Trueno Edition | 2024', 'Hakone Edition | 2025-', 'Yuzu Edition | 2025'],
    },
    'GR Supra': {
      raw: ['Supra'],
      years: '2020-2026',
      specs: 'coupe premium-gasoline 8-speed-automatic rwd',
      aliases: ['Supra'],
      trims: ['2.0 | 2021-', '3.0', '3.0 Premium', 'A91 Edition | 2021-2022', '45th Anniversary Edition | 2023', 'A91-MT Edition | 2024 | manual', 'Final Edition | 2026'],
    },
    'Grand Highlander': {
      years: '2024-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      trims: ['XLE', 'Limited', 'Platinum', 'Hybrid XLE', 'Hybrid Limited', 'Hybrid Nightshade | 2025-', 'Hybrid MAX Limited', 'Hybrid MAX Platinum'],
    },
    Highlander: {
      years: '2015-2026',
      specs: 'suv 8-speed-automatic awd 2wd=fwd',
      gens: { '2015-2016': 'automatic' },
      keywords: { Hybrid: 'awd' },
      trims: [
        'L | 2017-2023', 'LE', 'LE Plus', 'XLE', 'SE | 2017-2019', 'XSE | 2021-', 'Limited', 'Limited Platinum | 2015-2019',
        'Platinum | 2020-', 'Bronze Edition | 2021-2022', 'Hybrid LE', 'Hybrid XLE', 'Hybrid Limited', 'Hybrid Platinum | 2020-',
        'Hybrid Nightshade | 2023-',
      ],
    },
    'Land Cruiser': {
      years: '2015-2021,2024-2026',
      specs: 'suv 8-speed-automatic 4wd',
      gens: { '2024-2026': 'hybrid' },
      trims: ['Base | 2015-2021', 'Heritage Edition | 2020-2021', '1958 | 2024-', 'Land Cruiser | 2024-', 'First Edition | 2024'],
    },
    Mirai: {
      years: '2016-2026',
      specs: 'sedan electric automatic rwd',
      gens: { '2016-2020': 'fwd' },
      trims: ['Base | 2016-2020', 'XLE | 2021-', 'Limited | 2021-'],
    },
    Prius: {
      years: '2015-2026',
      specs: 'hatchback hybrid cvt',
      trims: [
        'One | 2015', 'Two | 2015-2018', 'Two Eco | 2016-2018', 'Three | 2015-2018', 'Three Touring | 2016-2018', 'Four | 2015-2018',
        'Four Touring | 2016-2018', 'L Eco | 2019-2022', 'LE', 'XLE', 'Limited', 'LE AWD-e | 2019-2022', 'XLE AWD-e | 2019-2022',
        'Nightshade | 2021-2022,2025-',
      ],
    },
    'Prius Prime': {
      raw: ['Prius Prime (PHEV)'],
      years: '2017-2026',
      specs: 'hatchback plug-in-hybrid cvt',
      aliases: ['Prius Plug-in Hybrid', 'Prius Prime (PHEV)'],
      trims: ['Plus | 2017-2019', 'Premium | 2017-2019', 'Advanced | 2017-2019', 'LE | 2020-2022', 'XLE | 2020-2022', 'Limited | 2020-2022', 'SE | 2023-', 'XSE | 2023-', 'XSE Premium | 2023-'],
    },
    'Prius c': {
      raw: ['Prius C'],
      years: '2015-2019',
      specs: 'hatchback hybrid cvt',
      trims: ['One', 'Two', 'Three', 'Four', 'L | 2019', 'LE | 2019'],
    },
    'Prius v': {
      raw: ['Prius V'],
      years: '2015-2017',
      specs: 'wagon hybrid cvt',
      trims: ['Two', 'Three', 'Four | 2015', 'Five'],
    },
    RAV4: {
      years: '2015-2026',
      specs: 'suv 8-speed-automatic 2wd=fwd',
      gens: { '2015-2018': 'automatic', '2026': 'hybrid cvt awd' },
      keywords: { Hybrid: 'awd', Prime: 'awd', 'Plug-in Hybrid': 'plug-in-hybrid awd' },
      aliases: ['RAV4 Hybrid'],
      trims: [
        'LE', 'XLE', 'XLE Premium | 2018-', 'Limited', 'SE | 2016-2018', 'Platinum | 2016-2018', 'Adventure | 2018-2022',
        'TRD Off-Road | 2020-', 'Woodland Edition | 2024-', 'LE AWD', 'XLE AWD', 'Hybrid LE | 2016-', 'Hybrid XLE | 2016-',
        'Hybrid XLE Premium | 2019-', 'Hybrid SE | 2016-2018,2024-', 'Hybrid Limited | 2016-', 'Hybrid XSE | 2019-',
        'Hybrid Woodland Edition | 2023-',
      ],
    },
    'RAV4 Prime': {
      raw: ['RAV4 Prime (PHEV)'],
      years: '2021-2026',
      specs: 'suv plug-in-hybrid cvt awd',
      aliases: ['RAV4 Plug-in Hybrid', 'RAV4 Prime (PHEV)'],
      trims: ['SE', 'XSE', 'XSE Premium | 2021-2022', 'GR Sport | 2026'],
    },
    Sequoia: {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      gens: { '2023-2026': 'hybrid' },
      trims: ['SR5', 'Limited', 'Platinum', 'TRD Sport | 2018-2020', 'TRD Pro | 2020-', 'Nightshade | 2021-2022', 'Capstone | 2023-', '1794 Edition | 2025-'],
    },
    Sienna: {
      years: '2015-2026',
      specs: 'minivan',
      gens: { '2017-2020': '8-speed-automatic', '2021-2026': 'hybrid cvt' },
      trims: ['L | 2015-2020', 'LE', 'SE', 'XLE', 'Limited', 'XSE | 2021-', 'Platinum | 2021-', 'Woodland Edition | 2022-', 'LE AWD', 'XLE AWD'],
    },
    Tacoma: {
      years: '2015-2026',
      specs: 'truck 4wd 2wd=rwd',
      gens: { '2024-2026': '8-speed-automatic' },
      keywords: { PreRunner: 'rwd', 'X-Runner': 'rwd manual' },
      trims: [
        'SR', 'SR5', 'TRD Sport', 'TRD Off-Road', 'Limited', 'TRD Pro | 2015,2017-', 'Trail Edition | 2021-2022',
        'Trailhunter | 2024-', 'PreRunner | 2015,2024-', 'TRD PreRunner | 2024-',
      ],
    },
    Tundra: {
      years: '2015-2026',
      specs: 'truck 4wd 2wd=rwd',
      trims: ['SR', 'SR5', 'Limited', 'Platinum', '1794 Edition', 'TRD Pro', 'Capstone | 2022-', 'Limited i-FORCE MAX | 2022-', 'Platinum i-FORCE MAX | 2022-'],
    },
    Venza: {
      years: '2015,2021-2024',
      specs: 'suv hybrid cvt awd',
      gens: { '2015': 'gasoline automatic fwd' },
      trims: ['LE', 'XLE', 'Limited', 'Nightshade | 2022-'],
    },
    Yaris: {
      raw: ['Yaris', 'Yaris iA'],
      years: '2015-2020',
      specs: 'hatchback',
      bodies: 'sedan',
      aliases: ['Yaris iA', 'Yaris Sedan'],
      trims: ['L', 'LE', 'SE | 2015-2018', 'iA | 2017-2018 | sedan', 'XLE | 2019- | sedan'],
    },
    bZ4X: {
      raw: ['bZ4X', 'bZ', 'bZ Woodland'],
      years: '2023-2026',
      specs: 'suv electric',
      aliases: ['bZ'],
      trims: ['XLE', 'Limited', 'Nightshade | 2025', 'XLE Plus | 2026', 'Woodland | 2026 | awd'],
    },
  },
};
