/**
 * Text made safe for XML 1.0 element content and attribute values: the five markup
 * characters escaped, and characters XML 1.0 cannot carry at all (C0 controls other than tab,
 * line feed and carriage return, U+FFFE, U+FFFF, lone surrogates) replaced by U+FFFD, since no
 * escape can express them and a parser would refuse the whole file. A carriage return is
 * written as a character reference, since a parser turns a literal CR LF into LF; in an
 * attribute, tabs and line feeds too, which a parser would turn into spaces.
 */
const notXmlCharacters =
  // eslint-disable-next-line no-control-regex -- the control characters are what it matches
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

const safe = (value: string) => value.replace(notXmlCharacters, '\uFFFD');

export function xmlText(value: string): string {
  return safe(value).replace(/[&<>"'\r]/g, (character) => escapes[character] ?? character);
}

export function xmlAttribute(value: string): string {
  return safe(value).replace(/[&<>"'\r\n\t]/g, (character) => escapes[character] ?? character);
}
