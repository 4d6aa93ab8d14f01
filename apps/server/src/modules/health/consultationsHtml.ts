import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a health article may carry: paragraphs, line breaks, bold and italic, lists, two heading levels and
 * images whose address is http(s) or a path on this server. Everything else goes — scripts and styles with their
 * content, event handlers, javascript: and data: addresses — so the article can be shown as it is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'img'],
  allowedAttributes: { img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // An image whose address was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const sanitizeArticle = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
