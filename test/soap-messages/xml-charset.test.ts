/**
 * `decodeXmlBytes`: byte order mark, then the Content-Type charset, then the XML declaration, then UTF-8;
 * strict decoding (issue 9, finding 7).
 */
import { describe, expect, it } from 'vitest';
import { charsetParameter, decodeXmlBytes, isSupportedCharset, XmlCharsetError } from '../../templates/soap-messages/xml-charset.ts';

const doc = (encoding: string, quote = '"'): string => `<?xml version="1.0" encoding=${quote}${encoding}${quote}?><a>Grüße</a>`;

describe('decodeXmlBytes', () => {
  it('reads the declaration when no charset is given (double or single quotes, any case)', () => {
    expect(decodeXmlBytes(Buffer.from(doc('ISO-8859-1'), 'latin1'), undefined)).toBe(doc('ISO-8859-1'));
    expect(decodeXmlBytes(Buffer.from(doc('latin1', "'"), 'latin1'), undefined)).toBe(doc('latin1', "'"));
    expect(decodeXmlBytes(Buffer.from(doc('UTF-8'), 'utf8'), undefined)).toBe(doc('UTF-8'));
    expect(decodeXmlBytes(Buffer.from('<a>é</a>', 'utf8'), undefined)).toBe('<a>é</a>');
  });

  it('ISO-8859-1 is itself (0x80 stays U+0080); windows-1252 uses its table (0x80 is €, 0x9F is Ÿ)', () => {
    const bytes = Uint8Array.of(0x3c, 0x61, 0x3e, 0x80, 0x9f, 0x81, 0x3c, 0x2f, 0x61, 0x3e);
    expect(decodeXmlBytes(bytes, 'iso-8859-1')).toBe('<a>\u0080\u009f\u0081</a>');
    expect(decodeXmlBytes(bytes, 'windows-1252')).toBe('<a>€Ÿ\u0081</a>');
  });

  it('a byte order mark wins over everything and is dropped', () => {
    const text = doc('UTF-16');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeXmlBytes(le, undefined)).toBe(text);
    const be = Buffer.from(le).swap16();
    expect(decodeXmlBytes(be, 'utf-8')).toBe(text);
    expect(decodeXmlBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<a/>')]), 'iso-8859-1')).toBe('<a/>');
  });

  it('UTF-16 without a mark is recognised by its first "<?"', () => {
    expect(decodeXmlBytes(Buffer.from('<?xml version="1.0"?><a/>', 'utf16le'), undefined)).toBe('<?xml version="1.0"?><a/>');
  });

  it('the Content-Type charset wins over the declaration', () => {
    expect(decodeXmlBytes(Buffer.from(doc('ISO-8859-1'), 'utf8'), 'utf-8')).toBe(doc('ISO-8859-1'));
  });

  it('refuses what cannot be decoded, with a message to send back', () => {
    expect(() => decodeXmlBytes(Uint8Array.of(0x3c, 0x61, 0x3e, 0xff, 0x3c), 'utf-8')).toThrow(new XmlCharsetError('The body is not valid utf-8'));
    expect(() => decodeXmlBytes(Buffer.from(doc('UTF-16')), undefined)).toThrow('The XML declaration says utf-16, but the body has no byte order mark');
    expect(() => decodeXmlBytes(Buffer.from(doc('x-klingon')), undefined)).toThrow('Unsupported character encoding x-klingon');
  });

  it('charset parameters', () => {
    expect(charsetParameter('text/xml; charset="ISO-8859-1"')).toBe('iso-8859-1');
    expect(charsetParameter('text/xml')).toBeUndefined();
    expect(isSupportedCharset('windows-1252')).toBe(true);
    expect(isSupportedCharset('x-klingon')).toBe(false);
  });
});
