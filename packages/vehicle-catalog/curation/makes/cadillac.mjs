// Cadillac: ELR and SRX have open-ended vPIC schemas (to 2026); they ended in 2016.
export default {
  make: 'Cadillac',
  raw: 'Cadillac',
  class: 'luxury',
  aliases: ['Caddy'],
  defaults: 'premium-gasoline automatic rwd',
  models: {
    ATS: {
      years: '2015-2019',
      specs: 'sedan 8-speed-automatic',
      bodies: 'coupe',
      gens: { '2015': 'automatic' },
      trims: ['Standard', 'Luxury', 'Premium Luxury', 'Premium Performance', 'ATS-V | 2016-', 'Coupe Luxury | coupe', 'Coupe Premium Performance | coupe'],
    },
    CT4: {
      years: '2020-2025',
      specs: 'sedan',
      trims: ['Luxury', 'Premium Luxury', 'Sport', 'V-Series', 'V-Series Blackwing | 2022- | manual'],
    },
    CT5: {
      years: '2020-2026',
      specs: 'sedan',
      trims: ['Luxury', 'Premium Luxury', 'Sport', 'V-Series', 'V-Series Blackwing | 2022- | manual'],
    },
    CT6: {
      years: '2016-2020',
      specs: 'sedan',
      trims: [
        'Standard | 2016-2018', 'Luxury', 'Premium Luxury', 'Platinum', 'Sport | 2019-', 'V-Sport | 2019- | awd',
        'Plug-In | 2017-2018 | plug-in-hybrid',
      ],
    },
    CTS: {
      years: '2015-2019',
      specs: 'sedan 8-speed-automatic',
      bodies: 'coupe',
      gens: { '2015': 'automatic' },
      trims: ['Standard', 'Luxury', 'Premium Luxury', 'V-Sport', 'V-Sport Premium Luxury', 'CTS-V | 2016-', 'Coupe | 2015'],
    },
    Celestiq: {
      years: '2025-2026',
      specs: 'sedan electric awd',
      trims: ['Base'],
    },
    ELR: {
      years: '2015-2016',
      specs: 'coupe plug-in-hybrid fwd',
      trims: ['Base', 'Sport | 2016'],
    },
    Escalade: {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      trims: [
        'Standard | 2015-2020', 'Luxury', 'Premium Luxury', 'Platinum | 2015-2020', 'Sport | 2021-',
        'Premium Luxury Platinum | 2021-', 'Sport Platinum | 2021-', 'V-Series | 2023-',
      ],
    },
    'Escalade ESV': {
      years: '2015-2026',
      specs: 'suv 4wd 2wd=rwd',
      trims: [
        'Standard | 2015-2020', 'Luxury', 'Premium Luxury', 'Platinum | 2015-2020', 'Sport | 2021-',
        'Premium Luxury Platinum | 2021-', 'Sport Platinum | 2021-', 'V-Series | 2023-',
      ],
    },
    'Escalade IQ': {
      raw: ['Escalade IQ', 'Escalade IQL'],
      years: '2025-2026',
      specs: 'suv electric awd',
      trims: ['Luxury 1', 'Luxury 2', 'Sport 1', 'Sport 2', 'IQL Luxury 1 | 2026', 'IQL Sport 1 | 2026'],
    },
    Lyriq: {
      years: '2023-2026',
      specs: 'suv electric',
      trims: [
        'Debut Edition | 2023', 'Tech | 2024', 'Luxury | 2023-2024', 'Sport | 2024', 'Luxury 1 | 2025-', 'Luxury 2 | 2025-',
        'Luxury 3 | 2025-', 'Sport 1 | 2025-', 'Sport 2 | 2025-', 'Sport 3 | 2025-', 'V-Series | 2026 | awd',
      ],
    },
    Optiq: {
      years: '2025-2026',
      specs: 'suv electric awd',
      trims: ['Luxury 1', 'Luxury 2', 'Sport 1', 'Sport 2', 'V-Series | 2026'],
    },
    SRX: {
      years: '2015-2016',
      specs: 'suv fwd',
      trims: ['Base', 'Luxury', 'Performance', 'Premium'],
    },
    Vistiq: {
      years: '2026',
      specs: 'suv electric awd',
      trims: ['Luxury', 'Sport', 'Platinum'],
    },
    XT4: {
      years: '2019-2025',
      specs: 'suv fwd',
      trims: ['Luxury', 'Premium Luxury', 'Sport'],
    },
    XT5: {
      years: '2017-2025',
      specs: 'suv fwd',
      trims: ['Base | 2017-2019', 'Luxury', 'Premium Luxury', 'Platinum | 2017-2019', 'Sport | 2020-'],
    },
    XT6: {
      years: '2020-2025',
      specs: 'suv awd 2wd=fwd',
      trims: ['Luxury | 2021-', 'Premium Luxury', 'Sport'],
    },
    XTS: {
      years: '2015-2019',
      specs: 'sedan fwd',
      trims: ['Standard', 'Luxury', 'Premium Luxury', 'Platinum', 'V-Sport | awd', 'V-Sport Platinum | awd'],
    },
  },
};
