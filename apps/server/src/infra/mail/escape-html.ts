const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put into HTML, between tags or inside a quoted attribute. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A header value (subject) on one line: no CR/LF or other control characters can add headers. */
export const oneLine = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
