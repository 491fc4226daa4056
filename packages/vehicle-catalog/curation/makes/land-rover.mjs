// Land Rover: 'New Range Rover' (a 2022 vPIC schema) merged into Range Rover. Land Rover's full-time 4x4
// models are listed as 4wd; the transverse Discovery Sport, Evoque and Velar as awd.
export default {
  make: 'Land Rover',
  raw: 'Land Rover',
  class: 'luxury',
  aliases: [{ name: 'Range Rover', modelPrefix: 'Range Rover' }, 'LandRover', 'LR'],
  defaults: 'premium-gasoline 8-speed-automatic 4wd',
  models: {
    Defender: {
      years: '2020-2026',
      specs: 'suv',
      trims: [
        '90 | 2021-', '90 S | 2021-', '90 SE | 2021-', '90 X-Dynamic SE | 2021-', '90 X | 2021-', '90 V8 | 2022-', '110',
        '110 S', '110 SE', '110 HSE', '110 X-Dynamic SE', '110 X', '110 V8 | 2022-', '110 P400e | 2024- | plug-in-hybrid',
        '110 First Edition | 2020', '130 S | 2023-', '130 SE | 2023-', '130 X | 2023-', '130 Outbound | 2024-',
        'OCTA | 2025-',
      ],
    },
    Discovery: {
      years: '2017-2026',
      specs: 'suv',
      trims: [
        'SE | 2017-2020', 'HSE | 2017-2020', 'HSE Luxury | 2017-2020', 'First Edition | 2017', 'Landmark | 2020',
        'Td6 HSE | 2017-2020 | diesel', 'S | 2021-', 'R-Dynamic S | 2021-', 'R-Dynamic SE | 2021-', 'R-Dynamic HSE | 2021-',
        'Dynamic SE | 2024-', 'Dynamic HSE | 2024-',
      ],
    },
    'Discovery Sport': {
      years: '2015-2026',
      specs: 'suv automatic awd',
      trims: ['SE', 'HSE | 2015-2020', 'HSE Luxury | 2015-2019', 'Landmark | 2019', 'S | 2020-', 'R-Dynamic SE | 2020-', 'R-Dynamic HSE | 2020-', 'Dynamic SE | 2024-'],
    },
    LR2: {
      years: '2015',
      specs: 'suv automatic awd',
      trims: ['Base', 'HSE', 'HSE LUX'],
    },
    LR4: {
      years: '2015-2016',
      specs: 'suv',
      trims: ['Base', 'HSE', 'HSE LUX', 'Landmark | 2016'],
    },
    'Range Rover': {
      raw: ['Range Rover', 'New Range Rover'],
      years: '2015-2026',
      specs: 'suv',
      trims: [
        'Base | 2015-2021', 'HSE | 2015-2021', 'Supercharged | 2015-2018', 'Autobiography', 'SVAutobiography | 2015-2021',
        'SVAutobiography Dynamic | 2016-2021', 'Td6 HSE | 2016-2018 | diesel', 'P400e HSE | 2019-2021 | plug-in-hybrid',
        'Westminster | 2021', 'SE | 2022-', 'First Edition | 2022', 'SV | 2022-', 'P550e SE | 2024- | plug-in-hybrid',
        'P550e Autobiography | 2024- | plug-in-hybrid', 'Autobiography LWB', 'SE LWB | 2022-',
      ],
    },
    'Range Rover Evoque': {
      years: '2015-2026',
      specs: 'suv automatic awd',
      bodies: 'convertible',
      aliases: ['Evoque'],
      trims: [
        'Pure | 2015-2016', 'SE', 'HSE | 2015-2019', 'Autobiography | 2015-2018', 'HSE Dynamic | 2015-2019', 'Landmark | 2018',
        'Convertible SE Dynamic | 2017-2019', 'Convertible HSE Dynamic | 2017-2019', 'S | 2020-', 'R-Dynamic SE | 2020-',
        'R-Dynamic HSE | 2020-', 'First Edition | 2020', 'Dynamic SE | 2024-',
      ],
    },
    'Range Rover Sport': {
      years: '2015-2026',
      specs: 'suv',
      aliases: ['RR Sport'],
      trims: [
        'SE | 2015-2022', 'HSE', 'HSE Dynamic | 2015-2022', 'Autobiography', 'Supercharged | 2015-2018', 'SVR | 2015-2022',
        'Td6 HSE | 2016-2018 | diesel', 'P400e HSE | 2019-2022 | plug-in-hybrid', 'HST | 2020-2022', 'Dynamic SE | 2023-',
        'Dynamic HSE | 2023-', 'First Edition | 2023', 'SV | 2024-', 'P550e Autobiography | 2024- | plug-in-hybrid',
      ],
    },
    'Range Rover Velar': {
      years: '2018-2026',
      specs: 'suv awd',
      aliases: ['Velar'],
      trims: [
        'S', 'SE', 'HSE | 2018-2023', 'R-Dynamic S | 2018-2023', 'R-Dynamic SE | 2018-2023', 'R-Dynamic HSE | 2018-2023',
        'First Edition | 2018', 'SVAutobiography Dynamic | 2020-2021', 'Dynamic SE | 2024-', 'Dynamic HSE | 2024-',
        'Autobiography | 2024-', 'P400e Dynamic SE | 2024- | plug-in-hybrid',
      ],
    },
  },
};
