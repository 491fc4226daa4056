// INEOS Automotive: not in the vPIC export; added by hand (US deliveries from the 2024 Grenadier).
export default {
  make: 'INEOS',
  raw: null,
  class: 'premium',
  aliases: ['INEOS Automotive', 'Ineos'],
  defaults: 'premium-gasoline 8-speed-automatic 4wd',
  models: {
    Grenadier: { years: '2024-2026', specs: 'suv', aliases: ['Grenadier Station Wagon'], trims: ['Base', 'Trialmaster Edition', 'Fieldmaster Edition'] },
    'Grenadier Quartermaster': { years: '2025-2026', specs: 'truck', aliases: ['Quartermaster'], trims: ['Base', 'Trialmaster', 'Fieldmaster'] },
  },
};
