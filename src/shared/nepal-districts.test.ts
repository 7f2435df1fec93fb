import { describe, expect, it } from 'vitest';
import { districtNamed, nepalDistricts } from './nepal-districts.js';

describe("Nepal's districts", () => {
  it('are 77 in 7 provinces (Constitution of Nepal 2072, Schedule 4), each named once in each language', () => {
    expect(nepalDistricts).toHaveLength(77);
    expect(new Set(nepalDistricts.map((d) => d.province)).size).toBe(7);
    expect(new Set(nepalDistricts.map((d) => d.en)).size).toBe(77);
    expect(new Set(nepalDistricts.map((d) => d.ne)).size).toBe(77);
    expect(nepalDistricts.every((d) => /^[\u0900-\u097F ]+$/.test(d.ne))).toBe(true);
  });

  it('are found by their English name in any case or their Nepali name', () => {
    expect(districtNamed(' kathmandu ')?.en).toBe('Kathmandu');
    expect(districtNamed('काठमाडौं')?.en).toBe('Kathmandu');
    expect(districtNamed('western  rukum')?.ne).toBe('पश्चिमी रुकुम');
    expect(districtNamed('Gotham')).toBeUndefined();
  });
});
