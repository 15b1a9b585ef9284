import { describe, expect, it } from 'vitest';
import { sanitiseArticleHtml } from './html-sanitiser';

const OWN = '/api/images/0d9b1f5e-2f4c-4c1a-9d7e-3b1f2a4c5d6e';

describe('sanitiseArticleHtml', () => {
  it('keeps the editor formatting and our own images', () => {
    const html = `<h2>Gold</h2><p><strong>Bold</strong> <em>it</em> <s>x</s></p><ul><li>one</li></ul><img src="${OWN}" alt="bar">`;
    // sanitize-html writes void elements self-closed.
    expect(sanitiseArticleHtml(html)).toBe(html.replace('alt="bar">', 'alt="bar" />'));
  });

  it('drops scripts, handlers, javascript: links, styles and foreign or inline images', () => {
    const out = sanitiseArticleHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><img src="data:image/png;base64,AAAA">' +
        '<img src="https://evil.test/p.png"><iframe src="https://evil.test"></iframe><svg onload=alert(1)></svg>',
    );
    expect(out).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('forces safe rel on links', () => {
    expect(sanitiseArticleHtml('<a href="https://uaefiu.gov.ae" target="_blank">FIU</a>')).toBe(
      '<a href="https://uaefiu.gov.ae" target="_blank" rel="noopener noreferrer nofollow">FIU</a>',
    );
  });
});
