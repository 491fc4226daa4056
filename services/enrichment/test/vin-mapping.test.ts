import { storedDrivetrain, type CorgiDecode } from '../src/decode-vin/vin-mapping.js';

const withDriveType = (value: string | null): CorgiDecode => ({
  valid: true, components: {}, patterns: [{ element: 'Body Class', value: 'Sedan/Saloon' }, { element: 'Drive Type', value }],
});

describe('the decoded drivetrain', () => {
  it.each([
    ['AWD/All-Wheel Drive', 'awd'], ['4WD/4-Wheel Drive/4x4', '4wd'], ['FWD/Front-Wheel Drive', 'fwd'], ['RWD/Rear-Wheel Drive', 'rwd'],
  ])('vPIC "%s" is the stored %s', (vpic, stored) => {
    expect(storedDrivetrain(withDriveType(vpic))).toBe(stored);
  });

  it('says nothing for two-wheel drive of an unknown axle, truck configurations, or no drive type at all', () => {
    for (const vpic of ['4x2', '6x4', '2WD/4WD', null]) expect(storedDrivetrain(withDriveType(vpic))).toBeNull();
    expect(storedDrivetrain({ valid: true, components: {} })).toBeNull();
  });
});
