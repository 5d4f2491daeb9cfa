/**
 * A team crest drawn from the team's two colours and initials: a shield split diagonally, the
 * initials in a contrasting colour. Deterministic, so it can be cached for long.
 */
const HEX = /^#[0-9a-fA-F]{6}$/;

export function teamInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !/^(fc|cf|sc|ac|fk|bc|hc|the)$/i.test(w));
  const letters = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function crestSvg(name: string, colors: [string, string]): string {
  const primary = HEX.test(colors[0]) ? colors[0] : '#4a5568';
  const secondary = HEX.test(colors[1]) ? colors[1] : '#e2e8f0';
  const text = luminance(primary) > 0.4 ? '#111111' : '#ffffff';
  const initials = escapeXml(teamInitials(name));
  const shield = 'M32 2 L60 10 V30 C60 47 48 57 32 62 C16 57 4 47 4 30 V10 Z';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<defs><clipPath id="s"><path d="${shield}"/></clipPath></defs>`,
    `<g clip-path="url(#s)"><rect width="64" height="64" fill="${primary}"/>`,
    `<path d="M64 20 L64 64 L20 64 Z" fill="${secondary}"/></g>`,
    `<path d="${shield}" fill="none" stroke="${secondary}" stroke-width="2.5"/>`,
    `<text x="32" y="39" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${text}">${initials}</text>`,
    '</svg>',
  ].join('');
}
