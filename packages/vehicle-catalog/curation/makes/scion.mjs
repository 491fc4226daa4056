// Scion: folded into Toyota after 2016; vPIC files the 2015-2016 Scions under Toyota ('Scion FR-S'...).
export default {
  make: 'Scion',
  raw: null,
  class: 'mainstream',
  defaults: 'gasoline automatic fwd',
  models: {
    'FR-S': { raw: ['Toyota::Scion FR-S'], years: '2015-2016', specs: 'coupe premium-gasoline manual rwd', trims: ['Base', 'Release Series 1.0 | 2015', 'Release Series 2.0 | 2016'] },
    iA: { raw: ['Toyota::Scion iA'], years: '2016', specs: 'sedan', trims: ['Base'] },
    iM: { raw: ['Toyota::Scion iM'], years: '2016', specs: 'hatchback cvt', trims: ['Base'] },
    iQ: { raw: ['Toyota::Scion iQ'], years: '2015', specs: 'hatchback cvt', trims: ['Base'] },
    tC: { raw: ['Toyota::Scion tC'], years: '2015-2016', specs: 'coupe', trims: ['Base', 'Release Series 10.0 | 2016'] },
    xB: { raw: ['Toyota::Scion xB'], years: '2015', specs: 'wagon', trims: ['Base', '686 Parklan Edition'] },
  },
};
