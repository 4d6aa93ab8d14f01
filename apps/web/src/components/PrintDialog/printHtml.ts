/** Prints a whole HTML document through a hidden iframe, so the console page itself is left as it is. */
export function printHtml(html: string): void {
  // A frame left over from an earlier print (some browsers never fire afterprint) goes first.
  document.querySelectorAll('iframe[data-print-frame]').forEach((old) => old.remove());
  const frame = document.createElement('iframe');
  frame.setAttribute('data-print-frame', '');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  const remove = () => frame.remove();
  // `load` waits for the images, so the print preview shows them.
  frame.onload = () => {
    const view = frame.contentWindow;
    if (!view) return remove();
    view.addEventListener('afterprint', () => setTimeout(remove, 0));
    view.focus();
    view.print();
  };
  frame.srcdoc = html;
  document.body.appendChild(frame);
}
