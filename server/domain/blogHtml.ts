// The blog's HTML sanitizer (issue 12: post HTML sanitized on the server). An allow-list, not a
// block-list: only the tags and attributes below come back; everything else is dropped (its
// text kept), the content of script-like elements is dropped with them, every attribute value
// is re-escaped, links and images keep only http(s), mailto (links) and same-site addresses
// (never scheme-relative ones), links to other sites get rel="noopener noreferrer nofollow",
// and every image loads lazily. Pure and small: no DOM, one pass over the text.

/** Tags kept, with the attributes each may carry. */
const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  figure: [],
  figcaption: [],
  span: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
};

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
] as const;

/** URL schemes a link may use; an image only http(s). Addresses without a scheme are relative. */
const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
const IMAGE_SCHEMES = ['http', 'https'] as const;

const VOID_TAGS = new Set(['br', 'hr', 'img']);
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references, so `jav&#x61;script:` is seen as what the browser sees. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text between tags: decoded and escaped again, so no markup can hide in it. */
function escapeText(text: string): string {
  return escapeHtml(decodeEntities(text));
}

/**
 * An address as a browser's URL parser reads it, for checking: entities decoded, control
 * characters and spaces dropped (browsers drop tabs and newlines anywhere and the rest at the
 * ends; dropping them everywhere only refuses more), and backslashes read as slashes (for http
 * and https a browser takes `\` as `/`, so `/\evil.example` is `//evil.example`).
 */
function normalizedUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return decodeEntities(value)
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .replace(/\\/g, '/')
    .toLowerCase();
}

/**
 * Whether an address may stay: relative to the site, or absolute with one of the schemes.
 * Scheme-relative addresses (`//host`, and `/\host`, `\\host` that browsers read as one) are
 * refused: an editor writes another site with its scheme.
 */
export function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  const normalized = normalizedUrl(value);
  if (normalized.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalized);
  if (scheme) return schemes.includes(scheme[1] ?? '');
  // relative: a colon before the first / ? or # would be read as a scheme by some parser
  const firstColon = normalized.indexOf(':');
  const firstDelimiter = normalized.search(/[/?#]/);
  return firstColon < 0 || (firstDelimiter >= 0 && firstDelimiter < firstColon);
}

/** Whether a (safe) address leads to another site: every absolute http(s) address counts. */
function isExternalUrl(value: string): boolean {
  return /^https?:/.test(normalizedUrl(value));
}

/** The address as written, minus what browsers drop anyway: tabs and newlines, and controls and spaces at the ends. */
function cleanUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: string[] = [];
  let external = false;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || kept.some((each) => each.startsWith(`${name}=`))) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    const decoded = decodeEntities(raw);
    const isUrl = name === 'href' || name === 'src';
    if (name === 'href' && !isSafeUrl(decoded, LINK_SCHEMES)) continue;
    if (name === 'src' && !isSafeUrl(decoded, IMAGE_SCHEMES)) continue;
    const value = isUrl ? cleanUrl(decoded) : decoded;
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value.trim())) continue;
    if (name === 'href') external = isExternalUrl(value);
    kept.push(`${name}="${escapeHtml(value)}"`);
  }
  if (tag === 'img') kept.push('loading="lazy"');
  // another site opened from a post learns nothing of it and cannot reach back (no target is
  // allowed, so there is no target to handle; rel holds for any way a link gets opened)
  if (tag === 'a' && external) kept.push('rel="noopener noreferrer nofollow"');
  return kept.length ? ` ${kept.join(' ')}` : '';
}

/** The post's HTML with only allowed markup left; see the module comment for the rules. */
export function sanitizeBlogHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let rest = html;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    if (lt < 0) {
      out += escapeText(rest);
      break;
    }
    out += escapeText(rest.slice(0, lt));
    rest = rest.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      rest = end < 0 ? '' : rest.slice(end + 3);
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      // doctype, processing instruction, CDATA: never content
      const end = rest.indexOf('>');
      rest = end < 0 ? '' : rest.slice(end + 1);
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      // a lone "<" is text
      out += '&lt;';
      rest = rest.slice(1);
      continue;
    }
    rest = rest.slice(tag[0].length);
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if ((DROPPED_WITH_CONTENT as readonly string[]).includes(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\s*>`, 'i').exec(rest);
      rest = end ? rest.slice(end.index + end[0].length) : '';
      continue;
    }
    if (!(name in ALLOWED_TAGS)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      // close what was left open inside it, then the element itself
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, tag[3] ?? '')}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
