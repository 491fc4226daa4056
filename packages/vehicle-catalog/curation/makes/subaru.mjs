// Subaru: vPIC trims append option codes (+ES+M/R+NAVI); stripped to the trim. All-wheel drive except BRZ;
// the 2019-2023 Crosstrek Hybrid is a plug-in hybrid. Outback is listed as a wagon through 2019, an SUV after.
export default {
  make: 'Subaru',
  raw: 'Subaru',
  class: 'mainstream',
  defaults: 'gasoline cvt awd',
  drop: {
    Trailseeker: 'announced electric model, not yet on sale',
  },
  models: {
    Ascent: {
      years: '2019-2026',
      specs: 'suv',
      trims: ['Base', 'Premium', 'Limited', 'Touring', 'Onyx Edition | 2022-', 'Onyx Edition Limited | 2023-', 'Bronze Edition | 2025'],
    },
    BRZ: {
      years: '2015-2020,2022-2026',
      specs: 'coupe premium-gasoline manual rwd',
      trims: ['Premium', 'Limited', 'tS | 2018,2024-', 'Series.HyperBlue | 2016', 'Series.Yellow | 2017', 'Series.Gray | 2019', 'Premium Automatic | automatic', 'Limited Automatic | automatic'],
    },
    Crosstrek: {
      raw: ['Crosstrek', 'XV CrossTrek'],
      years: '2015-2026',
      specs: 'suv',
      aliases: ['XV Crosstrek'],
      trims: [
        'Base', 'Premium', 'Limited', 'Sport | 2021-', 'Wilderness | 2024-', 'Hybrid | 2019-2023 | plug-in-hybrid',
        'Sport Hybrid | 2026 | hybrid', 'Limited Hybrid | 2026 | hybrid',
      ],
    },
    Forester: {
      years: '2015-2026',
      specs: 'suv',
      trims: [
        '2.5i | 2015-2018', '2.5i Premium | 2015-2018', '2.5i Limited | 2015-2018', '2.5i Touring | 2015-2018',
        '2.0XT Premium | 2015-2018', '2.0XT Touring | 2015-2018', 'Base | 2019-', 'Premium | 2019-', 'Sport | 2019-',
        'Limited | 2019-', 'Touring | 2019-', 'Wilderness | 2022-', 'Hybrid Sport | 2025-', 'Hybrid Touring | 2025-',
      ],
    },
    Impreza: {
      years: '2015-2026',
      specs: 'sedan',
      bodies: 'hatchback',
      gens: { '2024-2026': 'hatchback' },
      trims: ['Base', 'Premium | 2015-2023', 'Sport', 'Limited | 2015-2023', 'RS | 2024-', 'Sport 5-Door | 2015-2023 | hatchback'],
    },
    Legacy: {
      years: '2015-2025',
      specs: 'sedan',
      trims: ['Base', 'Premium', 'Sport | 2017-', 'Limited', '3.6R Limited | 2015-2019', 'Touring XT | 2020-', 'Limited XT | 2020-'],
    },
    Outback: {
      years: '2015-2026',
      specs: 'suv',
      bodies: 'wagon',
      gens: { '2015-2019': 'wagon' },
      trims: [
        'Base', 'Premium', 'Limited', 'Touring', '3.6R Limited | 2015-2019', '3.6R Touring | 2018-2019', 'Onyx Edition XT | 2020-',
        'Limited XT | 2020-', 'Touring XT | 2020-', 'Wilderness | 2022-',
      ],
    },
    Solterra: {
      years: '2023-2026',
      specs: 'suv electric automatic',
      trims: ['Premium', 'Limited', 'Touring'],
    },
    WRX: {
      years: '2015-2026',
      specs: 'sedan premium-gasoline manual',
      aliases: ['WRX STI', 'STI'],
      trims: ['Base', 'Premium', 'Limited', 'STI | 2015-2021', 'STI Limited | 2015-2021', 'GT | 2022- | automatic', 'tS | 2024-', 'Limited CVT | cvt'],
    },
  },
};
