// MINI: vPIC models are body styles (Hardtop, Convertible...) with Cooper / Cooper S / JCW as series;
// 'Cooper' alone resolves to the Hardtop. ALL4 = all-wheel drive (generic keyword).
export default {
  make: 'MINI',
  raw: 'MINI',
  class: 'premium',
  aliases: ['Mini Cooper'],
  defaults: 'premium-gasoline automatic fwd',
  models: {
    Hardtop: {
      years: '2015-2026',
      specs: 'hatchback',
      gens: { '2019-2024': '7-speed-dual-clutch', '2025-2026': '7-speed-dual-clutch' },
      aliases: ['Cooper', 'Cooper S', 'Hardtop 2 Door', 'Hardtop 4 Door', 'Cooper Hardtop', 'John Cooper Works'],
      trims: ['Cooper', 'Cooper S', 'John Cooper Works', 'Cooper SE | 2020- | electric', 'Cooper E | 2025- | electric', 'Cooper C | 2025-'],
    },
    Convertible: {
      raw: ['Cooper Convertible'],
      years: '2015-2026',
      specs: 'convertible',
      gens: { '2019-2026': '7-speed-dual-clutch' },
      trims: ['Cooper', 'Cooper S', 'John Cooper Works'],
    },
    Clubman: {
      years: '2015-2024',
      specs: 'wagon',
      gens: { '2020-2024': '7-speed-dual-clutch' },
      trims: ['Cooper', 'Cooper S', 'Cooper S ALL4 | 2017-', 'John Cooper Works ALL4 | 2017-', 'John Cooper Works | 2015'],
    },
    Countryman: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      trims: [
        'Cooper', 'Cooper ALL4', 'Cooper S', 'Cooper S ALL4', 'John Cooper Works ALL4', 'Cooper S E ALL4 | 2018-2024 | plug-in-hybrid',
        'S ALL4 | 2025-', 'SE ALL4 | 2025- | electric',
      ],
    },
    Coupe: {
      raw: ['Cooper Coupe'],
      years: '2015',
      specs: 'coupe',
      trims: ['Cooper', 'Cooper S', 'John Cooper Works'],
    },
    Paceman: {
      years: '2015-2016',
      specs: 'hatchback',
      trims: ['Cooper', 'Cooper S', 'Cooper S ALL4', 'John Cooper Works ALL4'],
    },
    Roadster: {
      raw: ['Cooper Roadster'],
      years: '2015',
      specs: 'convertible',
      trims: ['Cooper', 'Cooper S', 'John Cooper Works'],
    },
  },
};
