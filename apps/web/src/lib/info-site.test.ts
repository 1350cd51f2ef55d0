import { describe, expect, it } from 'vitest';
import { buildInfoSiteUrl } from './info-site';

describe('buildInfoSiteUrl', () => {
  it('joins base, centre path and page with single slashes', () => {
    expect(buildInfoSiteUrl('http://localhost:8090/info/in/', '/bengaluru/', 'visit-devi')).toBe(
      'http://localhost:8090/info/in/bengaluru/visit-devi',
    );
  });

  it('skips a missing centre path', () => {
    expect(buildInfoSiteUrl('https://info.example', undefined, 'blog')).toBe('https://info.example/blog');
    expect(buildInfoSiteUrl('https://info.example', '', 'sadhana')).toBe('https://info.example/sadhana');
  });
});
