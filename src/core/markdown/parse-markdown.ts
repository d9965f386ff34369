/**
 * The Markdown operators write (notices, pages, terms, Q&A answers), parsed into a small tree that the
 * web app turns into React elements. Nothing here ever produces HTML: raw HTML in the source stays text,
 * and a link is only a link when its address is one of SAFE_URL's (so `javascript:` and `data:` are not).
 *
 * The subset: headings (`#` is the page's second level, since the page title is its h1), paragraphs with
 * line breaks at single newlines (as Japanese operators write), **bold**, *italic*, `code`, [links](url),
 * `-`/`*`/`+` and `1.` lists, `>` quotes, `---` rules and backslash escapes.
 */

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: MarkdownInline[] }
  | { type: 'break' };

export type MarkdownBlock =
  | { type: 'heading'; level: 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownInline[][] }
  | { type: 'blockquote'; children: MarkdownBlock[] }
  | { type: 'rule' };

/** Web addresses, mail addresses, and paths or anchors on this site; no other scheme is ever a link. */
const SAFE_URL = /^(?:https?:\/\/[^\s/]|mailto:[^\s]|\/(?!\/)|#)/i;
const UNSAFE_CHARACTERS = /[\s\p{Cc}<>"'`\\]/u;

/** Whether `url` may be a link's address: an allow-list, so obfuscated schemes fail too. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url) && !UNSAFE_CHARACTERS.test(url);
}

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^ {0,3}>[ \t]?(.*)$/;
const BLANK = /^[ \t]*$/;

const startsBlock = (line: string) =>
  HEADING.test(line) || RULE.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line);

export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (BLANK.test(line)) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(heading[1]!.length + 1, 6) as 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? ''))
        quoted.push(QUOTE.exec(lines[i++] ?? '')?.[1] ?? '');
      blocks.push({ type: 'blockquote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const item = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      const start = ordered ? Number(NUMBERED.exec(line)?.[1]) : 1;
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const match = item.exec(current);
        if (match) items.push(match[ordered ? 2 : 1] ?? '');
        // An indented line continues the item above it, on a new line.
        else if (/^[ \t]+\S/.test(current) && items.length > 0)
          items[items.length - 1] += `\n${current.trim()}`;
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, start, items: items.map((text) => parseInline(text)) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      !BLANK.test(lines[i] ?? '') &&
      (paragraph.length === 0 || !startsBlock(lines[i] ?? ''))
    ) {
      paragraph.push((lines[i++] ?? '').trim());
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!>~|{}]/;
/** Letters and digits around `_` that make it part of a word (snake_case), as in CommonMark; Japanese has no spaces, so only ASCII counts. */
const WORD = /[A-Za-z0-9]/;

/** Inline formatting of one block's text. `inLink` keeps a link's label from holding another link. */
export function parseInline(text: string, inLink = false): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  const push = (node: MarkdownInline) => {
    flush();
    nodes.push(node);
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      plain += next;
      i += 2;
      continue;
    }
    if (char === '\n') {
      push({ type: 'break' });
      i++;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && !(char === '_' && WORD.test(text[i - 1] ?? ''))) {
      const double = next === char;
      const marker = double ? char + char : char;
      const opensOnText = /\S/.test(text[i + marker.length] ?? '');
      const end = opensOnText ? findClosing(text, marker, i + marker.length) : -1;
      if (end > i + marker.length) {
        const inner = parseInline(text.slice(i + marker.length, end), inLink);
        push(double ? { type: 'strong', children: inner } : { type: 'em', children: inner });
        i = end + marker.length;
        continue;
      }
    }
    if (char === '[' && !inLink) {
      const link = /^\[([^\]\n]+)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/.exec(text.slice(i));
      if (link) {
        const label = parseInline(link[1] ?? '', true);
        const href = link[2] ?? '';
        if (isSafeUrl(href)) push({ type: 'link', href, children: label });
        else {
          // An address that is not allowed leaves its label as text, never a link.
          flush();
          nodes.push(...label);
        }
        i += link[0].length;
        continue;
      }
    }
    plain += char;
    i++;
  }
  flush();
  return nodes;
}

/** Where `marker` closes an emphasis opened before `from`: not followed by the same character (`*` vs `**`). */
function findClosing(text: string, marker: string, from: number): number {
  let at = text.indexOf(marker, from);
  while (at !== -1) {
    const before = text[at - 1] ?? '';
    const after = text[at + marker.length] ?? '';
    const single = marker.length === 1;
    const isLonger = single && (after === marker || before === marker);
    const underscoreInWord = marker[0] === '_' && WORD.test(after);
    if (!isLonger && !underscoreInWord && before !== ' ' && before !== '\n') return at;
    at = text.indexOf(marker, at + marker.length);
  }
  return -1;
}
