import { describe, expect, it } from 'vitest';
import { isSafeUrl, parseInline, parseMarkdown } from './parse-markdown.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseMarkdown', () => {
  it('reads headings one level below the page title, paragraphs with line breaks, rules and quotes', () => {
    expect(parseMarkdown('# 見出し\n\n一行目\n二行目\n\n---\n\n> 引用です\n> 続き')).toEqual([
      { type: 'heading', level: 2, children: [text('見出し')] },
      { type: 'paragraph', children: [text('一行目'), { type: 'break' }, text('二行目')] },
      { type: 'rule' },
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [text('引用です'), { type: 'break' }, text('続き')] }],
      },
    ]);
    expect(parseMarkdown('###### 六')[0]).toMatchObject({ type: 'heading', level: 6 });
    expect(parseMarkdown('#見出しではない')[0]).toMatchObject({ type: 'paragraph' });
  });

  it('reads bulleted and numbered lists, with the number they start at and indented continuations', () => {
    expect(parseMarkdown('- りんご\n* みかん\n  (国産)\n\n3. 三つ目\n4. 四つ目')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('りんご')], [text('みかん'), { type: 'break' }, text('(国産)')]],
      },
      { type: 'list', ordered: true, start: 3, items: [[text('三つ目')], [text('四つ目')]] },
    ]);
  });

  it('ends a paragraph where a list or heading starts without a blank line', () => {
    expect(parseMarkdown('手順:\n1. 探す\n2. 頼む').map((b) => b.type)).toEqual(['paragraph', 'list']);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, code and links, nested where it makes sense', () => {
    expect(parseInline('**太字**と*斜体*と_斜体_と`code`')).toEqual([
      { type: 'strong', children: [text('太字')] },
      text('と'),
      { type: 'em', children: [text('斜体')] },
      text('と'),
      { type: 'em', children: [text('斜体')] },
      text('と'),
      { type: 'code', text: 'code' },
    ]);
    expect(parseInline('[**ご案内**](/page/guide)')).toEqual([
      { type: 'link', href: '/page/guide', children: [{ type: 'strong', children: [text('ご案内')] }] },
    ]);
  });

  it('leaves lone markers, snake_case, arithmetic and escapes as they were written', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('file_name_here')).toEqual([text('file_name_here')]);
    expect(parseInline('\\*そのまま\\*')).toEqual([text('*そのまま*')]);
    expect(parseInline('**閉じない')).toEqual([text('**閉じない')]);
  });

  it('keeps HTML and entities as text, never as markup', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([text('<script>alert(1)</script>')]);
    expect(parseInline('&lt;b&gt; &#106;')).toEqual([text('&lt;b&gt; &#106;')]);
  });

  it('makes a link only of an allowed address; any other leaves its label as plain text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      '&#106;avascript:alert(1)',
      '//evil.example',
    ]) {
      expect(parseInline(`[x](${href})`)).toEqual([text('x')]);
    }
    expect(parseInline('[x](https://example.com/a?b=1#c)')[0]).toMatchObject({ type: 'link' });
  });
});

describe('isSafeUrl', () => {
  it('allows web, mail, site paths and anchors, and nothing else', () => {
    expect(
      ['https://example.com', 'http://example.com', 'mailto:a@example.com', '/notices', '#top'].every(
        isSafeUrl,
      ),
    ).toBe(true);
    expect(
      [
        'javascript:alert(1)',
        ' javascript:alert(1)',
        'java\tscript:x',
        'data:,x',
        'ftp://x',
        'https://"onmouseover=',
        '',
      ].some(isSafeUrl),
    ).toBe(false);
  });
});
