// Maserati: Q4 = all-wheel drive (generic keyword). The old GranTurismo (through 2019) used a 6-speed
// automatic; the 2024+ GranTurismo and GranCabrio are all-wheel drive (Folgore = electric).
export default {
  make: 'Maserati',
  raw: 'Maserati',
  class: 'luxury',
  defaults: 'premium-gasoline 8-speed-automatic rwd',
  models: {
    Ghibli: {
      years: '2015-2024',
      specs: 'sedan',
      trims: ['Base', 'S | 2015-2020', 'S Q4', 'GT | 2021-', 'Modena | 2021-', 'Modena Q4 | 2021-', 'Trofeo | 2021-', 'Hybrid | 2021-2022 | hybrid'],
    },
    GranCabrio: {
      raw: ['Grancabrio'],
      years: '2024-2026',
      specs: 'convertible awd',
      trims: ['Trofeo', 'Folgore | electric automatic'],
    },
    GranTurismo: {
      raw: ['Granturismo'],
      years: '2015-2019,2024-2026',
      specs: 'coupe',
      bodies: 'convertible',
      gens: { '2015-2019': 'automatic', '2024-2026': 'awd' },
      trims: [
        'Sport | 2015-2019', 'MC | 2015-2019', 'Convertible Sport | 2015-2019', 'Convertible MC | 2015-2019', 'Modena | 2024-',
        'Trofeo | 2024-', 'Folgore | 2024- | electric automatic',
      ],
    },
    Grecale: {
      years: '2023-2026',
      specs: 'suv awd',
      trims: ['GT', 'Modena', 'Trofeo', 'Folgore | 2025- | electric automatic'],
    },
    Levante: {
      years: '2017-2024',
      specs: 'suv awd',
      trims: ['Base', 'S', 'GranLusso | 2018-', 'GranSport | 2018-', 'GTS | 2019-', 'Trofeo | 2019-', 'GT | 2022-', 'Modena | 2022-', 'Modena S | 2022-'],
    },
    MC20: {
      years: '2022-2026',
      specs: 'coupe 8-speed-automatic',
      bodies: 'convertible',
      aliases: ['MCPURA'],
      trims: ['Base', 'Cielo | 2023-', 'MCPURA | 2025-', 'MCPURA Cielo | 2025-'],
    },
    Quattroporte: {
      years: '2015-2024',
      specs: 'sedan',
      trims: ['Base | 2015-2016', 'S', 'S Q4', 'GTS', 'GranLusso | 2017-', 'GranSport | 2017-', 'Modena Q4 | 2021-', 'Trofeo | 2021-'],
    },
  },
};
