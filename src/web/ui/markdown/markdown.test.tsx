import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

const renderMarkdown = (source: string) => render(<Markdown source={source} />).container;

describe('<Markdown>', () => {
  it('renders headings, emphasis, lists, quotes and links as elements', () => {
    const root = renderMarkdown(
      '# お知らせ\n\n**重要**: *必ず*お読みください。\n\n- 一つ目\n- 二つ目\n\n> 引用\n\n[ご利用の流れ](/page/guide)',
    );
    expect(root.querySelector('h2')?.textContent).toBe('お知らせ');
    expect(root.querySelector('strong')?.textContent).toBe('重要');
    expect(root.querySelector('em')?.textContent).toBe('必ず');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['一つ目', '二つ目']);
    expect(root.querySelector('blockquote')?.textContent).toBe('引用');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/page/guide');
    expect(root.querySelector('h1')).toBeNull();
  });

  it('shows HTML in the source as text: no script, no image, no event handler reaches the page', () => {
    const source =
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>';
    const root = renderMarkdown(source);
    expect(root.querySelector('script, img, [onerror]')).toBeNull();
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('refuses javascript: and data: links, keeping only their text', () => {
    const root = renderMarkdown(
      '[click](javascript:alert(1)) [img](data:text/html,<script>alert(1)</script>)',
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toContain('click');
  });

  it('shows HTML entities as written, without decoding them into markup', () => {
    const root = renderMarkdown('&lt;b&gt;太字ではない&lt;/b&gt; &#60;i&#62;');
    expect(root.querySelector('b, i')).toBeNull();
    expect(root.textContent).toBe('&lt;b&gt;太字ではない&lt;/b&gt; &#60;i&#62;');
  });
});
