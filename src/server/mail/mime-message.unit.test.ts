import { describe, expect, it } from 'vitest';
import { parseMail } from '../../../test/helpers/smtp-capture.ts';
import { mimeMessage } from './mime-message.ts';

const SITE = 'つなぐ 暮らしのサポート';
const from = { name: SITE, address: 'no-reply@tsunagu.test' };
const ENCODED_WORD = /=\?UTF-8\?B\?([^?]*)\?=/gi;
// Fatal, so a word ending inside a character throws instead of decoding to U+FFFD.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function message(overrides: Partial<Parameters<typeof mimeMessage>[0]> = {}): string {
  return mimeMessage({ from, to: 'guest@example.com', subject: '件名', text: '本文', ...overrides }).toString(
    'utf8',
  );
}

function split(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end);
  const fields = head.split(/\r\n(?![ \t])/).map((field) => {
    const colon = field.indexOf(':');
    return { name: field.slice(0, colon), value: field.slice(colon + 1).replace(/\r\n[ \t]/g, ' ') };
  });
  return { headLines: head.split('\r\n'), fields, bodyLines: raw.slice(end + 4).split('\r\n') };
}

function field(raw: string, name: string): string {
  return (
    split(raw)
      .fields.find((f) => f.name.toLowerCase() === name.toLowerCase())
      ?.value.trim() ?? ''
  );
}

/** Each word decoded alone, as a reader does; adjacent words join without the space between them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(ENCODED_WORD, (_m, data: string) => strictUtf8.decode(Buffer.from(data, 'base64')));
}

function encodedWords(value: string): string[] {
  return value.match(ENCODED_WORD) ?? [];
}

describe('mimeMessage', () => {
  it('round-trips a Japanese subject and text through the test parser, encoded as UTF-8 words', () => {
    const raw = message({
      subject: '【つなぐ】認証コードのお知らせ',
      text: 'こんにちは。\n認証コード: 123456\n\nよろしくお願いします。',
    });
    expect(parseMail(raw)).toEqual({
      subject: '【つなぐ】認証コードのお知らせ',
      text: 'こんにちは。\n認証コード: 123456\n\nよろしくお願いします。',
    });
    expect(field(raw, 'Subject')).toMatch(/^=\?UTF-8\?B\?/);
    expect(field(raw, 'Content-Type')).toBe('text/plain; charset=utf-8');
    expect(field(raw, 'Content-Transfer-Encoding')).toBe('base64');
    expect(field(raw, 'MIME-Version')).toBe('1.0');
    expect(field(raw, 'To')).toBe('guest@example.com');
  });

  it('sends an ASCII subject as it is, folded at a space when long, and reads it back', () => {
    const short = message({ subject: 'Your code', text: 'Code: 123456' });
    expect(field(short, 'Subject')).toBe('Your code');
    expect(parseMail(short)).toEqual({ subject: 'Your code', text: 'Code: 123456' });

    const subject =
      'A long subject that goes on and on, well past the seventy-eight characters of one header line';
    const long = message({ subject });
    const lines = split(long).headLines;
    expect(lines.filter((line) => /^[ \t]/.test(line)).length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(78);
    expect(field(long, 'Subject')).toBe(subject);
    expect(parseMail(long).subject).toBe(subject);
  });

  it('cuts a long Japanese subject into several words, each ≤ 75 characters on a line ≤ 78, never inside a character', () => {
    const body =
      'ご予約が確定しました。サポーターの山田太郎さんからのメッセージをご確認ください🎉お支払いは当日です（税込¥3,300）';
    // Leading ASCII shifts where a byte count would cut, so some cut would land inside a character.
    for (const lead of ['', 'a', 'ab', 'abc']) {
      const subject = `${lead}${body}${body}`;
      const raw = message({ subject });
      for (const line of split(raw).headLines) expect(line.length).toBeLessThanOrEqual(78);
      const words = encodedWords(field(raw, 'Subject'));
      expect(words.length).toBeGreaterThanOrEqual(4);
      for (const word of words) {
        expect(word.length).toBeLessThanOrEqual(75);
        const data = word.slice('=?UTF-8?B?'.length, -2);
        const decoded = strictUtf8.decode(Buffer.from(data, 'base64'));
        expect(decoded).not.toContain('\uFFFD');
      }
      expect(decodeWords(field(raw, 'Subject'))).toBe(subject);
      expect(parseMail(raw).subject).toBe(subject);
    }
  });

  it('names the sender by the site name: encoded when Japanese, quoted when ASCII with specials, as-is when plain', () => {
    const japanese = field(message(), 'From');
    expect(japanese).toMatch(/^=\?UTF-8\?B\?.*\?= <no-reply@tsunagu\.test>$/);
    expect(decodeWords(japanese)).toBe(`${SITE} <no-reply@tsunagu.test>`);

    const quoted = field(message({ from: { ...from, name: 'Tsunagu, Inc. "Support"' } }), 'From');
    expect(quoted).toBe('"Tsunagu, Inc. \\"Support\\"" <no-reply@tsunagu.test>');

    expect(field(message({ from: { ...from, name: 'Tsunagu Support' } }), 'From')).toBe(
      'Tsunagu Support <no-reply@tsunagu.test>',
    );
    expect(field(message({ from: { ...from, name: '' } }), 'From')).toBe('no-reply@tsunagu.test');

    const longName = 'とても長い名前の地域密着型くらしのサポートサービス・つなぐ東京本店🎉'.repeat(2);
    const raw = message({ from: { ...from, name: longName } });
    for (const line of split(raw).headLines) expect(line.length).toBeLessThanOrEqual(78);
    expect(decodeWords(field(raw, 'From'))).toBe(`${longName} <no-reply@tsunagu.test>`);
  });

  it('writes the body as CRLF lines of base64 ≤ 76, from text with any line ends, and CRLF everywhere', () => {
    const text = `${'一行目の長い本文です。'.repeat(20)}\n二行目\r\n三行目\rおわり`;
    const raw = message({ text });
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(raw.endsWith('\r\n')).toBe(true);
    const { bodyLines } = split(raw);
    expect(bodyLines.at(-1)).toBe('');
    for (const line of bodyLines) {
      expect(line.length).toBeLessThanOrEqual(76);
      expect(line).toMatch(/^[A-Za-z0-9+/=]*$/);
    }
    const decoded = Buffer.from(bodyLines.join(''), 'base64').toString('utf8');
    expect(decoded).toBe(`${'一行目の長い本文です。'.repeat(20)}\r\n二行目\r\n三行目\r\nおわり`);
  });

  it('keeps a line break in a subject or sender name from starting a header, and refuses one in an address', () => {
    for (const subject of [
      'Hi\r\nBcc: evil@example.com',
      'こんにちは\nBcc: evil@example.com',
      'Hi\rBcc: x@example.com',
    ]) {
      const raw = message({ subject, from: { ...from, name: 'Site\r\nBcc: evil@example.com' } });
      const names = split(raw).fields.map((f) => f.name);
      expect(names).toEqual([
        'From',
        'To',
        'Subject',
        'Date',
        'Message-ID',
        'MIME-Version',
        'Content-Type',
        'Content-Transfer-Encoding',
      ]);
      expect(raw).not.toMatch(/\r\nBcc:/i);
      expect(parseMail(raw).subject).toBe(subject.replace(/[\r\n]+/g, ' '));
    }
    expect(() => message({ to: 'guest@example.com\r\nBcc: evil@example.com' })).toThrow();
    expect(() =>
      message({ from: { ...from, address: 'no-reply@tsunagu.test\nBcc: x@example.com' } }),
    ).toThrow();
  });

  it('dates the message in RFC 5322 form and gives it an id at the sender domain', () => {
    const raw = message({ date: new Date('2026-11-04T09:03:08Z') });
    expect(field(raw, 'Date')).toBe('Wed, 04 Nov 2026 09:03:08 +0000');
    expect(field(raw, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@tsunagu\.test>$/);
    expect(field(message(), 'Message-ID')).not.toBe(field(raw, 'Message-ID'));
    expect(field(message({ messageId: '<fixed@tsunagu.test>' }), 'Message-ID')).toBe('<fixed@tsunagu.test>');
  });
});
