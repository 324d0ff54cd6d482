import { describe, expect, test } from 'vitest';
import { currentZoneName } from './zone-names';

describe('time-zone names as people say them', () => {
  test("a browser in India, Nepal, Vietnam, Myanmar or Ukraine shows the zone's current name", () => {
    expect(['Asia/Calcutta', 'Asia/Katmandu', 'Asia/Saigon', 'Asia/Rangoon', 'Europe/Kiev', 'America/Godthab'].map(currentZoneName)).toEqual([
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Asia/Ho_Chi_Minh',
      'Asia/Yangon',
      'Europe/Kyiv',
      'America/Nuuk',
    ]);
    expect(currentZoneName('Europe/London')).toBe('Europe/London');
    expect(currentZoneName('UTC')).toBe('UTC');
  });

  test('every renamed zone is one this runtime knows under both names, with the same offsets all year', () => {
    const legacy = Intl.supportedValuesOf('timeZone').filter((z) => currentZoneName(z) !== z);
    expect(legacy.length).toBeGreaterThan(0);
    const instants = Array.from({ length: 24 }, (_, i) => Date.UTC(2026, i % 12, i < 12 ? 1 : 15, 12));
    const offsets = (timeZone: string) => instants.map((t) => new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).format(t));
    for (const name of legacy) expect(offsets(currentZoneName(name)), name).toEqual(offsets(name));
  });
});
