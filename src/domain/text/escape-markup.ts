/**
 * Text made safe to put into markup, one function for HTML, XML and SVG alike: the server's
 * pages (sign-in, dealer ordering), its drawn illustrations and the list's XML export.
 *
 * All five specials are escaped everywhere, so the result is right in element content and in
 * an attribute value quoted with either " or ' (OWASP, XSS prevention, rule 1 and 2). The
 * apostrophe becomes &#39; rather than &apos;: a character reference means the same to every
 * XML and HTML parser, where &apos; is unknown to HTML 4. The input is text, never markup, so
 * '&amp;' is escaped again to '&amp;amp;' and shows as typed. Other characters, non-ASCII
 * included, pass through: the documents are UTF-8.
 */
const references: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeMarkup(text: string): string {
  return text.replaceAll(/[&<>"']/g, (char) => references[char] ?? char);
}
