import { describe, expect, it } from 'vitest';
import { deviceDescriptionOf } from './device-description.js';

describe('deviceDescriptionOf', () => {
  it('names the browser and its system', () => {
    expect(deviceDescriptionOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')).toBe(
      'Chrome on Linux',
    );
    expect(
      deviceDescriptionOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceDescriptionOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox on Windows');
  });

  it('says so when the User-Agent is missing or unknown', () => {
    expect(deviceDescriptionOf(undefined)).toBe('Unknown device');
    expect(deviceDescriptionOf('   ')).toBe('Unknown device');
    expect(deviceDescriptionOf('node-superagent/3.8.3')).toBe('Unknown device');
  });
});
