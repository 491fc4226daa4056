// Nissan: vPIC lists cab styles (Crew Cab, King Cab) as Frontier/Titan trims; real trims written by hand.
// 'Nissan Z' (vPIC) is the Z; Ariya body variants and the Kicks MPV / Kicks Play schemas are merged.
export default {
  make: 'Nissan',
  raw: 'Nissan',
  class: 'mainstream',
  defaults: 'gasoline cvt fwd',
  drop: {
    NV: 'commercial van',
    NV200: 'commercial van',
  },
  models: {
    '370Z': {
      years: '2015-2020',
      specs: 'coupe premium-gasoline automatic rwd',
      bodies: 'convertible',
      trims: ['Base', 'Sport', 'Sport Tech', 'Touring', 'NISMO', 'Heritage Edition | 2018', '50th Anniversary | 2020', 'Roadster | 2015-2019'],
    },
    Altima: {
      years: '2015-2026',
      specs: 'sedan',
      trims: ['S', 'SR', 'SV', 'SL', 'Platinum | 2017-', '3.5 SL | 2015-2018', 'SR VC-Turbo | 2019-'],
    },
    Ariya: {
      raw: ['Ariya Hatchback', 'Ariya MPV'],
      years: '2023-2026',
      specs: 'suv electric automatic',
      keywords: { 'e-4ORCE': 'awd' },
      trims: ['Engage', 'Venture+', 'Evolve+', 'Empower+', 'Engage e-4ORCE', 'Platinum+ e-4ORCE', 'Premiere | 2023'],
    },
    Armada: {
      years: '2015-2026',
      specs: 'suv automatic 4wd 2wd=rwd',
      trims: ['SV', 'SL', 'Platinum', 'S | 2021-2024', 'Midnight Edition | 2019-', 'Platinum Reserve | 2024-', 'PRO-4X | 2025-'],
    },
    Frontier: {
      years: '2015-2026',
      specs: 'truck automatic 4wd 2wd=rwd',
      trims: ['S', 'SV', 'SL', 'PRO-4X', 'Desert Runner | 2015-2019 | rwd', 'PRO-X | 2022-', 'Midnight Edition | 2018-2019'],
    },
    'GT-R': {
      years: '2015-2024',
      specs: 'coupe premium-gasoline automatic awd',
      trims: ['Premium', 'Black Edition | 2015-2016', 'Track Edition | 2017-2020', 'NISMO', 'T-spec | 2023-'],
    },
    Juke: {
      years: '2015-2017',
      specs: 'suv',
      trims: ['S', 'SV', 'SL', 'NISMO', 'NISMO RS'],
    },
    Kicks: {
      raw: ['Kicks', 'Kicks MPV', 'Kicks Play'],
      years: '2018-2026',
      specs: 'suv',
      trims: ['S', 'SV', 'SR', 'Play | 2025-'],
    },
    Leaf: {
      years: '2015-2026',
      specs: 'hatchback electric automatic',
      trims: ['S', 'SV', 'SL | 2015-2022', 'S Plus | 2019-', 'SV Plus | 2019-', 'SL Plus | 2019-2022', 'Platinum+ | 2026'],
    },
    Maxima: {
      years: '2015-2023',
      specs: 'sedan premium-gasoline',
      trims: ['S', 'SV', 'SL', 'SR', 'Platinum', '40th Anniversary | 2021'],
    },
    Murano: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      gens: { '2025-2026': 'automatic' },
      trims: ['S', 'SV', 'SL', 'Platinum', 'Midnight Edition | 2020-', 'Hybrid SL | 2016-2017 | hybrid', 'Hybrid Platinum | 2016-2017 | hybrid'],
    },
    Pathfinder: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      gens: { '2022-2026': 'automatic' },
      trims: ['S', 'SV', 'SL', 'Platinum', 'Rock Creek | 2023-', 'Midnight Edition | 2018-2020', 'Hybrid SL | 2015-2016 | hybrid'],
    },
    Quest: {
      years: '2015-2017',
      specs: 'minivan',
      trims: ['S', 'SV', 'SL', 'Platinum'],
    },
    Rogue: {
      years: '2015-2026',
      specs: 'suv',
      trims: ['S', 'SV', 'SL', 'Platinum | 2021-', 'Midnight Edition | 2018-2020', 'Hybrid SV | 2017-2019 | hybrid', 'Rock Creek | 2024-'],
    },
    'Rogue Sport': {
      years: '2017-2022',
      specs: 'suv',
      trims: ['S', 'SV', 'SL'],
    },
    Sentra: {
      years: '2015-2026',
      specs: 'sedan',
      trims: ['S', 'SV', 'SR', 'SL', 'FE+ S | 2015-2016', 'SR Turbo | 2017-2019', 'NISMO | 2017-2019 | manual'],
    },
    Titan: {
      years: '2015-2024',
      specs: 'truck automatic 4wd 2wd=rwd',
      trims: ['S', 'SV', 'PRO-4X', 'SL', 'Platinum Reserve', 'Midnight Edition | 2019-'],
    },
    'Titan XD': {
      raw: [],
      years: '2016-2024',
      specs: 'truck automatic 4wd 2wd=rwd',
      trims: ['S', 'SV', 'PRO-4X', 'SL', 'Platinum Reserve', 'SV Cummins | 2016-2019 | diesel', 'PRO-4X Cummins | 2016-2019 | diesel'],
    },
    Versa: {
      years: '2015-2025',
      specs: 'sedan',
      trims: ['S', 'S Plus | 2015-2019', 'SV', 'SL | 2015-2019', 'SR | 2020-'],
    },
    'Versa Note': {
      years: '2015-2019',
      specs: 'hatchback',
      trims: ['S', 'S Plus', 'SV', 'SR', 'SL'],
    },
    Xterra: {
      years: '2015',
      specs: 'suv automatic 4wd 2wd=rwd',
      trims: ['S', 'X', 'PRO-4X'],
    },
    Z: {
      raw: ['Nissan Z'],
      years: '2023-2026',
      specs: 'coupe premium-gasoline automatic rwd',
      aliases: ['400Z'],
      trims: ['Sport', 'Performance', 'Proto Spec | 2023', 'NISMO | 2024-'],
    },
  },
};
