// The blog's HTML sanitizer (issue 12: post HTML sanitized on the server). An allow-list, not a
// block-list: only the tags and attributes below come back; everything else is dropped (its
// text kept), the content of script-like elements is dropped with them, every attribute value
// is re-escaped, links and images keep only http(s), mailto (links) and same-site addresses,
// and every image loads lazily. Pure and small: no DOM, one pass over the text.

/** Tags kept, with the attributes each may carry. */
export const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  h2: [], h3: [], h4: [], p: [], br: [], hr: [], strong: [], em: [], b: [], i: [], u: [], s: [],
  blockquote: [], ul: [], ol: [], li: [], figure: [], figcaption: [], span: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
};

/** Elements dropped together with everything inside them. */
export const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'head', 'title'] as const;

/** URL schemes a link may use; an image only http(s). Addresses without a scheme are relative. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;

const VOID_TAGS = new Set(['br', 'hr', 'img']);
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Decodes character references, so `jav&#x61;script:` is seen as what the browser sees. */
export function decodeEntities(text: string): string {
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

/** Whether an address may stay: relative, or with one of the schemes (control characters and spaces ignored as browsers do). */
export function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  // eslint-disable-next-line no-control-regex
  const normalized = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (normalized.startsWith('//')) return schemes.includes('https');
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalized);
  if (scheme) return schemes.includes(scheme[1] ?? '');
  // relative: a colon before the first / ? or # would be read as a scheme by some parser
  const firstColon = normalized.indexOf(':');
  const firstDelimiter = normalized.search(/[/?#]/);
  return firstColon < 0 || (firstDelimiter >= 0 && firstDelimiter < firstColon);
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || kept.some((each) => each.startsWith(`${name}=`))) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    const value = decodeEntities(raw);
    if (name === 'href' && !isSafeUrl(value, LINK_SCHEMES)) continue;
    if (name === 'src' && !isSafeUrl(value, IMAGE_SCHEMES)) continue;
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value.trim())) continue;
    kept.push(`${name}="${escapeHtml(value)}"`);
  }
  if (tag === 'img') kept.push('loading="lazy"');
  if (tag === 'a' && kept.some((each) => /^href="(https?:)?\/\//i.test(each))) kept.push('rel="noopener noreferrer nofollow"');
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
