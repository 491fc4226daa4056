// Dodge: Challenger and the LD Charger ended in 2023 (vPIC schemas run on); the 2024+ Charger is a new coupe
// (Daytona EV, then Sixpack gasoline). Grand Caravan and Journey ended in the US in 2020.
export default {
  make: 'Dodge',
  raw: 'Dodge',
  class: 'mainstream',
  defaults: 'gasoline 8-speed-automatic rwd',
  models: {
    Challenger: {
      years: '2015-2023',
      specs: 'coupe',
      trims: [
        'SXT', 'GT | 2017-', 'R/T', 'R/T Scat Pack', 'SRT 392 | 2015-2018', 'SRT Hellcat', 'SRT Hellcat Redeye | 2019-',
        'SRT Demon | 2018', 'SRT Super Stock | 2020-', 'SRT Demon 170 | 2023',
      ],
    },
    Charger: {
      years: '2015-2026',
      specs: 'sedan',
      bodies: 'coupe',
      gens: { '2024-2026': 'coupe awd' },
      trims: [
        'SE | 2015-2018', 'SXT | 2015-2023', 'GT | 2017-2023', 'R/T | 2015-2023', 'Scat Pack | 2015-2023',
        'SRT 392 | 2015-2018', 'SRT Hellcat | 2015-2023', 'SRT Hellcat Redeye | 2021-2023',
        'Daytona R/T | 2024- | electric', 'Daytona Scat Pack | 2024- | electric', 'Sixpack R/T | 2026',
        'Sixpack Scat Pack | 2026',
      ],
    },
    Dart: {
      years: '2015-2016',
      specs: 'sedan automatic fwd',
      trims: ['SE', 'SXT', 'Aero', 'GT', 'Limited'],
    },
    Durango: {
      years: '2015-2026',
      specs: 'suv awd 2wd=rwd',
      trims: [
        'SXT', 'GT | 2016-', 'Limited | 2015-2016', 'Citadel', 'R/T', 'SRT | 2018-', 'SRT 392 | 2021-',
        'SRT Hellcat | 2021,2023-',
      ],
    },
    'Grand Caravan': {
      years: '2015-2020',
      specs: 'minivan automatic fwd',
      trims: ['AVP | 2015-2016', 'SE', 'SE Plus', 'SXT', 'Crew | 2015-2016', 'R/T | 2015-2016', 'GT | 2017-'],
    },
    Hornet: {
      years: '2023-2026',
      specs: 'suv automatic awd',
      trims: ['GT', 'GT Plus', 'R/T | 2024- | plug-in-hybrid', 'R/T Plus | 2024- | plug-in-hybrid'],
    },
    Journey: {
      years: '2015-2020',
      specs: 'suv automatic fwd',
      trims: ['SE', 'SXT', 'Crossroad | 2016-', 'GT | 2018-', 'R/T | 2015-2016', 'Limited | 2015'],
    },
    Viper: {
      years: '2015-2017',
      specs: 'coupe premium-gasoline manual',
      trims: ['SRT', 'GT', 'GTS', 'GTC', 'ACR | 2016-'],
    },
  },
};
