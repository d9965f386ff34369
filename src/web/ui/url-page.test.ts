import { describe, expect, it } from 'vitest';
import { pageParam, withPage } from './url-page.ts';

describe('the page of a list in the URL', () => {
  it('reads the page, and the first page for anything the API would refuse', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=', 'page=abc', 'page=0', 'page=-2']) {
      expect(pageParam(new URLSearchParams(query))).toBe(1);
    }
    expect(pageParam(new URLSearchParams('page=2.7'))).toBe(2);
  });

  it('moves to another page keeping the filters and leaves the given query alone', () => {
    const query = new URLSearchParams('tab=payments&nickname=%E8%8A%B1%E5%AD%90&page=1');
    expect(withPage(query, 4).toString()).toBe('tab=payments&nickname=%E8%8A%B1%E5%AD%90&page=4');
    expect(query.get('page')).toBe('1');
  });
});
