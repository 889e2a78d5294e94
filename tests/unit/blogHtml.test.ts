// The blog's HTML sanitizer and the content constants (issue 12; spec part 1 §9, part 2 §9:
// blog default 3, blog archives 9, TV program info 10).
import { describe, expect, test } from 'vitest';
import { isSafeUrl, sanitizeBlogHtml } from '../../server/domain/blogHtml.ts';
import { DEFAULTS, PAGING } from '../../src/contract/constants.ts';
import { ALL_BLOG_CATEGORIES, TV_HASH_ID_PATTERN, tvHashId } from '../../src/contract/content.ts';

describe('content constants', () => {
  test('the blog pages by 3, its archives by 9; the TV program info shows 10', () => {
    expect(PAGING.blogPosts).toBe(3);
    expect(PAGING.blogArchives).toBe(9);
    expect(DEFAULTS.tvProgramInfo).toBe(10);
    expect(DEFAULTS.blogPage).toBe(1);
  });

  test('category 0 is every category; a hash id names its video and matches its pattern', () => {
    expect(ALL_BLOG_CATEGORIES).toBe(0);
    expect(tvHashId(35)).toBe('ez');
    expect(new RegExp(TV_HASH_ID_PATTERN).test(tvHashId(123_456))).toBe(true);
  });
});

describe('the blog HTML sanitizer', () => {
  test('script elements go with their content; the text around them stays', () => {
    expect(sanitizeBlogHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeBlogHtml('<p>a</p><ScRiPt >alert(1)</sCrIpT ><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeBlogHtml('<p>x</p><script>never closed')).toBe('<p>x</p>');
    expect(sanitizeBlogHtml('<style>p{}</style><iframe src="https://x.org"></iframe><svg><script>1</script></svg>ok')).toBe('ok');
  });

  test('event handler attributes never come back', () => {
    expect(sanitizeBlogHtml('<img src="/a.svg" onerror="alert(1)">')).toBe('<img src="/a.svg" loading="lazy">');
    expect(sanitizeBlogHtml('<p onclick=alert(1) ONMOUSEOVER="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeBlogHtml('<a href="/x" style="color:red" class="c" id="i">t</a>')).toBe('<a href="/x">t</a>');
  });

  test('javascript:, data: and other schemes are dropped, however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:x',
      'data:text/html,x',
    ]) {
      expect(sanitizeBlogHtml(`<a href="${href}">t</a>`)).toBe('<a>t</a>');
    }
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml,<svg/>">')).toBe('<img loading="lazy">');
  });

  test('http(s), mailto and same-site links stay; links to other sites get rel noopener', () => {
    expect(isSafeUrl('/en/blog/', ['https'])).toBe(true);
    expect(isSafeUrl('post-1/', ['https'])).toBe(true);
    expect(isSafeUrl('mailto:a@example.com', ['http', 'https', 'mailto'])).toBe(true);
    expect(isSafeUrl('a:b', ['https'])).toBe(false);
    expect(sanitizeBlogHtml('<a href="https://example.org/a?b=1&amp;c=2">t</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">t</a>',
    );
  });

  test('scheme-relative addresses are dropped, however they are written', () => {
    const tricks = [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '&#47;&#47;evil.example',
      '&#x2F;\\evil.example',
      '/&#92;evil.example',
    ];
    for (const href of tricks) {
      expect(sanitizeBlogHtml(`<a href="${href}">t</a>`), href).toBe('<a>t</a>');
      expect(sanitizeBlogHtml(`<img src="${href}">`), href).toBe('<img loading="lazy">');
    }
    expect(isSafeUrl('/\\evil.example', ['http', 'https'])).toBe(false);
    expect(isSafeUrl('/en/blog/\\x', ['https'])).toBe(true);
  });

  test('schemes split by newlines, tabs or entities are dropped like plain ones', () => {
    for (const href of [
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      'java&NewLine;script:alert(1)',
      '&#x6A;avascript:alert(1)',
      '\u0001javascript:alert(1)',
    ]) {
      expect(sanitizeBlogHtml(`<a href="${href}">t</a>`), href).toBe('<a>t</a>');
    }
  });

  test('every link to another site gets rel noopener noreferrer, however its address is written; no target comes back', () => {
    const rel = 'rel="noopener noreferrer nofollow"';
    expect(sanitizeBlogHtml('<a href=" https://example.org/">t</a>')).toBe(`<a href="https://example.org/" ${rel}>t</a>`);
    expect(sanitizeBlogHtml('<a href="HTTPS:\\\\example.org">t</a>')).toBe(`<a href="HTTPS:\\\\example.org" ${rel}>t</a>`);
    expect(sanitizeBlogHtml('<a href="http:example.org">t</a>')).toBe(`<a href="http:example.org" ${rel}>t</a>`);
    expect(sanitizeBlogHtml('<a href="&#104;ttps://example.org" target="_blank" rel="opener">t</a>')).toBe(
      `<a href="https://example.org" ${rel}>t</a>`,
    );
    expect(sanitizeBlogHtml('<a href="/en/blog/">t</a>')).toBe('<a href="/en/blog/">t</a>');
    expect(sanitizeBlogHtml('<a href="mailto:a@example.com">t</a>')).toBe('<a href="mailto:a@example.com">t</a>');
  });

  test('every image loads lazily; sizes must be numbers', () => {
    expect(sanitizeBlogHtml('<img src="/i.svg" alt="x" width="640" height="abc" loading="eager">')).toBe(
      '<img src="/i.svg" alt="x" width="640" loading="lazy">',
    );
  });

  test('unknown tags are dropped with their text kept; unclosed tags are closed; stray closers ignored', () => {
    expect(sanitizeBlogHtml('<div class="x"><h2>T</h2><p>a<strong>b</p></div></em>')).toBe('<h2>T</h2><p>a<strong>b</strong></p>');
    expect(sanitizeBlogHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one<li>two</li></li></ul>');
  });

  test('text is escaped: no markup hides in entities, comments or broken tags', () => {
    expect(sanitizeBlogHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeBlogHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeBlogHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    // attributes run together: not a tag a browser would read as an image, so it stays text
    expect(sanitizeBlogHtml('<img src="x" alt="a"onerror="b">')).not.toMatch(/<[^>]*onerror/);
    expect(sanitizeBlogHtml('<p title="x">"quoted"</p>')).toBe('<p>&quot;quoted&quot;</p>');
  });

  test('attribute values are escaped again', () => {
    expect(sanitizeBlogHtml(`<img src="/i.svg" alt='a"><script>x</script>'>`)).toBe(
      '<img src="/i.svg" alt="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;" loading="lazy">',
    );
  });
});
