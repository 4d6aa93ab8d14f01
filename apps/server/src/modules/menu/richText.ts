import sanitizeHtml from 'sanitize-html';

/**
 * A dish's rich text as kept: only paragraphs, line breaks, bold, italic, lists, two heading levels and images
 * whose source is http(s) or a relative address. Scripts, event handlers, styles, links and data: URLs are dropped,
 * so the text is safe to show in the console and the ordering app as it is.
 */
export function sanitizeDishHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'img', 'h3', 'h4'],
    allowedAttributes: { img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // An image whose source was dropped shows nothing: drop the tag too.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}
