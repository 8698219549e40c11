/** Colours per category family, used by the placeholder banner (and mirrored by the client's fallbacks). */
export const CATEGORY_PALETTES: Record<string, { background: string; accent: string; text: string }> = {
  breakfast: { background: '#F6C453', accent: '#F29E4C', text: '#5B3A06' },
  lunch: { background: '#8BC34A', accent: '#5E9E2F', text: '#1F3A0A' },
  dinner: { background: '#C0392B', accent: '#8E2A1F', text: '#FFF3E6' },
  dessert: { background: '#F48FB1', accent: '#D8648E', text: '#4A1028' },
  appetizer: { background: '#26A69A', accent: '#1B7F75', text: '#E8FFFB' },
  seafood: { background: '#2E86C1', accent: '#1F5F8B', text: '#EAF6FF' },
  drink: { background: '#7E57C2', accent: '#5B3C99', text: '#F3EDFF' },
  default: { background: '#E67E22', accent: '#B95F12', text: '#FFF6EC' },
};

/** Picks the palette by the spec's keywords: dinner also for main or savory, dessert for sweet treats … */
export function categoryFamily(category: string): keyof typeof CATEGORY_PALETTES {
  const value = category.toLowerCase();
  if (/breakfast|brunch/.test(value)) return 'breakfast';
  if (/dessert|sweet|cake|pastry|ice cream/.test(value)) return 'dessert';
  if (/appetizer|salad|starter|snack/.test(value)) return 'appetizer';
  if (/seafood|fish/.test(value)) return 'seafood';
  if (/drink|beverage/.test(value)) return 'drink';
  if (/dinner|main|savory|savoury/.test(value)) return 'dinner';
  if (/lunch|side/.test(value)) return 'lunch';
  return 'default';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** XML 1.0 allows no control characters but tab, newline and carriage return; none belong in a title. */
function withoutControlCharacters(text: string): string {
  return text.replace(/[\p{Cc}\ufffe\uffff]/gu, ' ').replace(/\s+/g, ' ');
}

export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 450;

/** An 800×450 banner with the recipe name repeated in rows behind a title card, in the category's colours. */
export function placeholderBannerSvg(recipeName: string, category: string): string {
  const palette = CATEGORY_PALETTES[categoryFamily(category)];
  // Cut before escaping, so an entity such as &amp; is never cut in half.
  const plainName = withoutControlCharacters(recipeName).trim().slice(0, 80) || 'Savor';
  const name = escapeXml(plainName);
  const repeated = Array.from({ length: 4 }, () => name).join(' · ');
  const rows = Array.from({ length: 9 }, (_, row) => {
    const y = 30 + row * 52;
    const x = row % 2 === 0 ? -40 : -160;
    return `<text x="${x}" y="${y}" font-size="34" font-weight="700" fill="${palette.accent}" opacity="0.55">${repeated}</text>`;
  }).join('');
  const title = escapeXml(plainName.length > 34 ? `${plainName.slice(0, 33)}…` : plainName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<rect width="100%" height="100%" fill="${palette.background}"/>
<g font-family="DejaVu Sans, Arial, sans-serif" transform="rotate(-8 400 225)">${rows}</g>
<rect x="90" y="160" width="620" height="130" rx="24" fill="${palette.background}" opacity="0.92"/>
<text x="400" y="238" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${palette.text}">${title}</text>
</svg>`;
}
