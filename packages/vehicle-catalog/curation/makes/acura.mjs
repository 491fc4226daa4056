// Acura: vPIC trim strings mix packages (Technology, Advance, A-Spec) with SH-AWD; kept as package trims,
// SH-AWD comes from the keyword rules. ILX/RLX/ZDX year spans in vPIC run to 2026 (open schemas).
export default {
  make: 'Acura',
  raw: 'Acura',
  class: 'premium',
  defaults: 'premium-gasoline automatic fwd',
  models: {
    ADX: {
      years: '2025-2026',
      specs: 'suv gasoline cvt fwd',
      trims: ['Base', 'A-Spec', 'A-Spec Advance', 'Base AWD', 'A-Spec AWD', 'A-Spec Advance AWD'],
    },
    ILX: {
      years: '2015-2022',
      specs: 'sedan',
      trims: ['Base', 'Premium', 'Technology Plus | 2016-2018', 'Technology | 2019-2022', 'A-Spec | 2016-', 'Special Edition | 2017'],
    },
    Integra: {
      years: '2023-2026',
      specs: 'hatchback cvt',
      keywords: { 'Type S': 'manual' },
      trims: ['Base', 'A-Spec', 'A-Spec Technology', 'Type S | 2024-'],
    },
    MDX: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      keywords: { 'Sport Hybrid': 'hybrid awd 7-speed-dual-clutch' },
      trims: [
        'Base', 'Technology', 'Advance', 'Technology Entertainment | 2015-2020', 'Advance Entertainment | 2015-2020',
        'A-Spec | 2019-', 'Type S | 2022-', 'Type S Advance | 2022-', 'Sport Hybrid | 2017-2020',
        'Sport Hybrid Advance | 2017-2020',
      ],
    },
    NSX: {
      years: '2017-2022',
      specs: 'coupe hybrid automatic awd',
      trims: ['Base', 'Type S | 2022'],
    },
    RDX: {
      years: '2015-2026',
      specs: 'suv awd 2wd=fwd',
      trims: ['Base', 'Technology', 'Advance', 'A-Spec | 2019-', 'A-Spec Advance | 2022-', 'PMC Edition | 2020-2021'],
    },
    RLX: {
      years: '2015-2020',
      specs: 'sedan',
      keywords: { 'Sport Hybrid': 'hybrid awd 7-speed-dual-clutch' },
      trims: ['Base', 'Technology', 'Advance', 'Sport Hybrid | 2016-', 'Sport Hybrid Advance | 2016-'],
    },
    TLX: {
      years: '2015-2026',
      specs: 'sedan',
      trims: [
        'Base', 'Technology', 'Advance', 'A-Spec | 2018-', 'V6 | 2015-2020', 'V6 Technology | 2015-2020',
        'V6 Advance | 2015-2020', 'Type S | 2021- | awd', 'PMC Edition | 2020',
      ],
    },
    ZDX: {
      years: '2024',
      specs: 'suv electric automatic rwd',
      trims: ['A-Spec', 'A-Spec AWD', 'Type S | awd'],
    },
  },
};
