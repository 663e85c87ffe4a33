import { describe, expect, it } from 'vitest';
import { radiusOptions } from './radius';
import { rememberCentre, rememberedCentre } from './centreMemory';

describe('radiusOptions', () => {
  it('offers miles in English, sent as km', () => {
    expect(radiusOptions('en')).toEqual([
      { value: '1.609', label: '1 mi' },
      { value: '4.828', label: '3 mi' },
      { value: '8.047', label: '5 mi' },
      { value: '24.14', label: '15 mi' },
    ]);
  });

  it('offers km in the other languages', () => {
    expect(radiusOptions('es').map((option) => option.label)).toEqual(['2 km', '5 km', '10 km', '25 km']);
    expect(radiusOptions('zh-Hans').map((option) => option.label)).toEqual(['2公里', '5公里', '10公里', '25公里']);
  });
});

describe('the centre remembered for the visit', () => {
  it('keeps, reads and forgets it', () => {
    rememberCentre({ latitude: 33.5, longitude: -117.7 });
    expect(rememberedCentre()).toEqual({ latitude: 33.5, longitude: -117.7 });
    rememberCentre(null);
    expect(rememberedCentre()).toBeNull();
  });

  it('ignores what is not a centre', () => {
    window.sessionStorage.setItem('spur.nearMe.centre', '{"latitude":"x"}');
    expect(rememberedCentre()).toBeNull();
    window.sessionStorage.setItem('spur.nearMe.centre', 'not json');
    expect(rememberedCentre()).toBeNull();
  });
});
