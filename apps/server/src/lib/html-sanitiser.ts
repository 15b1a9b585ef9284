import { IMAGE_URL_PREFIX } from '@aml/contracts';
import sanitizeHtml from 'sanitize-html';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OWN_IMAGE = new RegExp(`^${IMAGE_URL_PREFIX.replaceAll('/', '\\/')}${UUID}$`, 'i');

/**
 * What the rich-text editor produces (StarterKit + Image + Link) and nothing more. Everything else,
 * including every event handler attribute, style and script, is dropped; links keep only http(s) and
 * mailto; images only our own stored addresses (spec 1 §5: no inline base64, and the CSP's img-src
 * 'self' would block anything else anyway).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'sub',
    'sup',
    'mark',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    // A link opened from an article must not get a handle on the News Room window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Article HTML as stored: inert whatever was sent (stored XSS, spec issue 5). */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
