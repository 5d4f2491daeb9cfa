import { describe, expect, it } from 'vitest';
import { crestSvg, teamInitials } from './crest.js';

describe('team crest', () => {
  it('takes the initials of the first two words, skipping club abbreviations', () => {
    expect(teamInitials('Northwood Rovers')).toBe('NR');
    expect(teamInitials('FC Drournemouth')).toBe('DR');
    expect(teamInitials('Lamia')).toBe('LA');
    expect(teamInitials('D. Lounhand')).toBe('DL');
  });

  it('draws the two colours with readable initials', () => {
    const dark = crestSvg('Northwood Rovers', ['#1d4ed8', '#ffffff']);
    expect(dark).toContain('fill="#1d4ed8"');
    expect(dark).toContain('fill="#ffffff"');
    expect(dark).toMatch(/fill="#ffffff">NR<\/text>/);
    const light = crestSvg('Yellow Stars', ['#fde047', '#111827']);
    expect(light).toMatch(/fill="#111111">YS<\/text>/);
  });

  it('escapes names and replaces colours that are not #rrggbb', () => {
    const svg = crestSvg('A&B <United>', ['red;x', '#000000']);
    expect(svg).toContain('<title>A&amp;B &lt;United&gt;</title>');
    expect(svg).not.toContain('red;x');
  });
});
