/**
 * The article HTML the console shows, cut to the server's allowlist (p, br, strong, em, ul, ol, li, h3, h4, and img
 * with an http(s) or relative src) before it reaches the page: the preview of what is being typed, and a second
 * guard on what the server sends back (which it has sanitised already). Text is kept, everything else goes.
 */
const TAGS = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'H3', 'H4', 'IMG']);
/** Elements whose content is not text to show. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'OPTION', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE']);
const SAFE_SRC = /^(https?:\/\/|\/(?!\/)|[^:/?#]+(\/|$))/i;

function copy(from: Node, into: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) into.appendChild(doc.createTextNode(child.textContent ?? ''));
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const el = child as Element;
    if (DROPPED.has(el.tagName)) continue;
    if (!TAGS.has(el.tagName)) {
      copy(el, into, doc);
      continue;
    }
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src')?.trim() ?? '';
      if (!src || !SAFE_SRC.test(src)) continue;
      const img = doc.createElement('img');
      img.setAttribute('src', src);
      img.setAttribute('alt', el.getAttribute('alt') ?? '');
      img.style.maxWidth = '100%';
      into.appendChild(img);
      continue;
    }
    const kept = doc.createElement(el.tagName.toLowerCase());
    copy(el, kept, doc);
    into.appendChild(kept);
  }
}

export function safeHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copy(source.body, root, out);
  return root.innerHTML;
}
