import { randomUUID } from 'node:crypto';
import { domainToASCII } from 'node:url';

export interface MimeMessageInput {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  /** The Date header; now when not given. */
  date?: Date;
  /** The Message-ID header, angle brackets included; a random one at the sender's domain when not given. */
  messageId?: string;
}

const CRLF = '\r\n';
/** RFC 5322's recommended line length (2.1.1); a fold keeps every header line within it. */
const MAX_LINE = 78;
/** RFC 2047's limit for one encoded word. */
const MAX_ENCODED_WORD = 75;
const WORD_PREFIX = '=?UTF-8?B?';
const WORD_SUFFIX = '?=';
/** Base64 lines of the body (RFC 2045 6.8). */
const BODY_LINE = 76;

/** A line break in a header value would end the header and start another; no other control character belongs there either. */
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}+/gu;
const PRINTABLE_ASCII = /^[\u0020-\u007e]*$/;
/** RFC 5322 atext, words separated by single spaces: a display name that needs no quoting. */
const ATOM_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?: [A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*$/;

/**
 * One plain-text UTF-8 mail as RFC 5322 / MIME bytes, written directly rather than by nodemailer's
 * composer: ours are always a single text part, and the composer's general machinery (header
 * normalising, random boundaries, transform streams) cost several per cent of the server's CPU.
 */
export function mimeMessage({
  from,
  to,
  subject,
  text,
  date = new Date(),
  messageId,
}: MimeMessageInput): Buffer {
  const fromAddress = checkedAddress(from.address);
  const toAddress = checkedAddress(to);
  const id = messageId === undefined ? `<${randomUUID()}@${messageIdDomain(fromAddress)}>` : messageId;
  if (CONTROL.test(id)) throw new Error('the Message-ID contains a control character');
  const headers = [
    fromHeader(flatten(from.name).trim(), fromAddress),
    `To: ${toAddress}`,
    textHeader('Subject', flatten(subject)),
    `Date: ${rfc5322Date(date)}`,
    `Message-ID: ${id}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return Buffer.from(`${headers.join(CRLF)}${CRLF}${CRLF}${base64Body(text)}`, 'utf8');
}

/** Addresses are validated upstream; this is the last guard against a header injected through one. */
function checkedAddress(address: string): string {
  if (CONTROL.test(address) || /[\s<>]/.test(address)) {
    throw new Error('a mail address contains a control character, a space or an angle bracket');
  }
  return address;
}

/** Display names and subjects are free text: a line break in one becomes a space, so it cannot start a header. */
function flatten(value: string): string {
  return value.replace(CONTROLS, ' ');
}

function messageIdDomain(address: string): string {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return (domain && domainToASCII(domain)) || 'localhost';
}

function fromHeader(name: string, address: string): string {
  if (name === '') return `From: ${address}`;
  const mailbox = ` <${address}>`;
  if (PRINTABLE_ASCII.test(name) && !name.includes('=?')) {
    // A quoted name is kept on one line (a fold inside quotes is legal, but not every reader unfolds it).
    const pieces = ATOM_PHRASE.test(name) ? spacedPieces(name) : [` "${name.replace(/["\\]/g, '\\$&')}"`];
    const folded = fold('From', [...pieces, mailbox]);
    if (fits(folded)) return folded;
  }
  // Only an address longer than a line can make this one pass the limit; RFC 5322 allows up to 998.
  return fold('From', [...encodedWords(name, 'From'), mailbox]);
}

/**
 * An unstructured header: as-is when it is printable ASCII that folds within the line limit, else as
 * encoded words. A literal "=?" is encoded too, so a reader cannot take it for an encoded word.
 */
function textHeader(name: string, value: string): string {
  if (PRINTABLE_ASCII.test(value) && !value.includes('=?')) {
    const folded = fold(name, spacedPieces(value));
    if (fits(folded)) return folded;
  }
  // Each encoded word is sized for its line, so these always fit.
  return fold(name, encodedWords(value, name));
}

/**
 * The value cut before each space that precedes a non-space: a fold there leaves the space at the start
 * of the continuation line, so unfolding gives the value back and no line is only white space.
 */
function spacedPieces(value: string): string[] {
  return ` ${value}`.split(/(?= \S)/);
}

/** "Name:" and the pieces (each starting with its own white space), a new line before a piece that would pass the limit. */
function fold(name: string, pieces: string[]): string {
  const lines: string[] = [];
  let line = `${name}:`;
  let hasPiece = false;
  for (const piece of pieces) {
    if (hasPiece && line.length + piece.length > MAX_LINE) {
      lines.push(line);
      line = '';
    }
    line += piece;
    hasPiece = true;
  }
  lines.push(line);
  return lines.join(CRLF);
}

function fits(header: string): boolean {
  return header.split(CRLF).every((line) => line.length <= MAX_LINE);
}

/**
 * The text as RFC 2047 B encoded words, each preceded by a space and cut only between whole characters
 * (a reader decodes each word alone). The first word shares its line with "Name: ", later ones get a
 * continuation line each, both within the line limit and every word within 75 characters.
 */
function encodedWords(text: string, headerName: string): string[] {
  const overhead = WORD_PREFIX.length + WORD_SUFFIX.length;
  const bytesFor = (chars: number) => Math.floor(Math.min(chars, MAX_ENCODED_WORD - overhead) / 4) * 3;
  const firstBytes = bytesFor(MAX_LINE - (headerName.length + 2) - overhead);
  const laterBytes = bytesFor(MAX_LINE - 1 - overhead);
  const words: string[] = [];
  let chunk = '';
  let chunkBytes = 0;
  for (const char of text) {
    const bytes = utf8Length(char.codePointAt(0) ?? 0);
    if (chunkBytes + bytes > (words.length === 0 ? firstBytes : laterBytes) && chunk !== '') {
      words.push(encodedWord(chunk));
      chunk = '';
      chunkBytes = 0;
    }
    chunk += char;
    chunkBytes += bytes;
  }
  if (chunk !== '') words.push(encodedWord(chunk));
  return words;
}

/** A lone surrogate counts 3, as it is written as U+FFFD. */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

function encodedWord(text: string): string {
  return ` ${WORD_PREFIX}${Buffer.from(text, 'utf8').toString('base64')}${WORD_SUFFIX}`;
}

/** "Tue, 24 Nov 2026 19:43:28 +0000": toUTCString's form with the numeric zone RFC 5322 prefers to "GMT". */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** The text with CRLF line ends (as RFC 5322 wants of a text body), base64 in lines of 76. */
function base64Body(text: string): string {
  const encoded = Buffer.from(text.replace(/\r\n|\r|\n/g, CRLF), 'utf8').toString('base64');
  let body = '';
  for (let at = 0; at < encoded.length; at += BODY_LINE) {
    body += `${encoded.slice(at, at + BODY_LINE)}${CRLF}`;
  }
  return body;
}
