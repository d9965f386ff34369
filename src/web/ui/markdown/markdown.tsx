import { createElement, type ReactNode, useMemo } from 'react';
import {
  type MarkdownBlock,
  type MarkdownInline,
  parseMarkdown,
} from '../../../core/markdown/parse-markdown.ts';
import './markdown.css';

/**
 * An element whose children are passed one by one: a parsed block's children have no identity but
 * their fixed order, so they need no keys.
 */
const element = (type: string, props: Record<string, unknown> | null, children: ReactNode[] = []) =>
  createElement(type, props, ...children);

function inline(node: MarkdownInline): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'break':
      return element('br', null);
    case 'strong':
      return element('strong', null, node.children.map(inline));
    case 'em':
      return element('em', null, node.children.map(inline));
    case 'code':
      return element('code', null, [node.text]);
    case 'link':
      return element('a', { href: node.href }, node.children.map(inline));
  }
}

function block(node: MarkdownBlock): ReactNode {
  switch (node.type) {
    case 'heading':
      return element(`h${node.level}`, null, node.children.map(inline));
    case 'paragraph':
      return element('p', null, node.children.map(inline));
    case 'list': {
      const items = node.items.map((item) => element('li', null, item.map(inline)));
      return node.ordered
        ? element('ol', node.start === 1 ? null : { start: node.start }, items)
        : element('ul', null, items);
    }
    case 'blockquote':
      return element('blockquote', null, node.children.map(block));
    case 'rule':
      return element('hr', null);
  }
}

/**
 * Operator-written Markdown as React elements (never as HTML, so nothing in the source can run or
 * inject markup). The public pages and the console's live preview both render through this.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source).map(block), [source]);
  return element('div', { className: className ? `prose markdown ${className}` : 'prose markdown' }, blocks);
}
