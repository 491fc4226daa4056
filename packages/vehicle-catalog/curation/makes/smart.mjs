// smart: not in the vPIC export; added by hand. Gasoline through 2017, electric only for 2018-2019.
export default {
  make: 'Smart',
  raw: null,
  class: 'mainstream',
  aliases: ['smart'],
  defaults: 'premium-gasoline automatic rwd',
  models: {
    fortwo: {
      years: '2015-2019',
      specs: 'hatchback',
      bodies: 'convertible',
      gens: { '2018-2019': 'electric' },
      aliases: ['fortwo cabrio', 'EQ fortwo', 'fortwo electric drive', 'ForTwo'],
      trims: [
        'Pure | 2015-2017', 'Passion', 'Prime', 'Proxy | 2016-2017', 'Electric Drive | 2015-2017 | electric', 'Cabrio Passion | 2015-2019',
        'EQ Pure | 2018-2019', 'EQ Passion | 2018-2019', 'EQ Prime | 2018-2019',
      ],
    },
  },
};
