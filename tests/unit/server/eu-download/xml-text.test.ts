import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { xmlAttribute, xmlText } from '../../../../src/server/eu-download/xml-text';

const hostile = `<a href="x">&amp; 'q' ]]> <!-- --> <?pi?>\r\n\ttab \u0000\u0007\u000B\u001F \uFFFE\uFFFF \uD800 \uDC00 😀 é`;

describe('text made safe for XML 1.0', () => {
  it('escapes markup and carriage returns, and replaces what XML 1.0 cannot carry', () => {
    expect(xmlText(hostile)).toBe(
      `&lt;a href=&quot;x&quot;&gt;&amp;amp; &apos;q&apos; ]]&gt; &lt;!-- --&gt; &lt;?pi?&gt;&#13;\n\ttab \uFFFD\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD \uFFFD \uFFFD 😀 é`,
    );
  });

  it('keeps tabs and line feeds of attribute values as references, which a parser would turn into spaces', () => {
    expect(xmlAttribute('a\tb\nc\rd"')).toBe('a&#9;b&#10;c&#13;d&quot;');
  });

  it('gives a document a parser accepts and reads back, but for the replaced characters', () => {
    const document = `<?xml version="1.0" encoding="UTF-8"?><row note="${xmlAttribute(hostile)}"><text>${xmlText(hostile)}</text></row>`;
    expect(XMLValidator.validate(document)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      parseAttributeValue: false,
      htmlEntities: true,
      trimValues: false,
    }).parse(document) as { row: { text: string; '@_note': string } };
    const expected = ['\u0000', '\u0007', '\u000B', '\u001F', '\uFFFE', '\uFFFF', '\uD800', '\uDC00'].reduce(
      (text, character) => text.replaceAll(character, '\uFFFD'),
      hostile,
    );
    expect(parsed.row.text).toBe(expected);
    expect(parsed.row['@_note']).toBe(expected);
  });
});
