/**
 * Reloadly's promotion texts are operators' HTML fragments (`<br />`, `<strong>`, `<img>`, `&ldquo;`,
 * `&aacute;`). Kredi shows them as plain text, never as markup: line breaks kept, every tag dropped (images
 * and links with it), entities decoded, blank runs squeezed.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  iexcl: '¡',
  iquest: '¿',
  szlig: 'ß',
  ordm: 'º',
  ordf: 'ª',
};
/** `&eacute;` → e + combining acute → é. */
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
  ring: '\u030A',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (name in NAMED) return NAMED[name]!;
  const accented = /^([A-Za-z])(acute|grave|circ|uml|tilde|cedil|ring)$/.exec(name);
  return accented ? `${accented[1]}${MARKS[accented[2]!]}`.normalize('NFC') : entity;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(script|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*li\b[^>]*>/gi, '\n- ')
    .replace(/<\s*\/\s*(p|div|li|ul|ol|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#[xX][0-9a-fA-F]+|[A-Za-z]+);/g, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
