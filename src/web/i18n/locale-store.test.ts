import { describe, expect, it } from 'vitest';
import { loadCatalogue, translatorFor } from './catalogues.ts';
import { createLocaleStore } from './locale-store.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('locale store', () => {
  it('switches to English once its messages have arrived, and keeps the choice', async () => {
    const storage = memoryStorage();
    const store = createLocaleStore(storage);
    const changed = new Promise<void>((resolve) => store.subscribe(resolve));
    store.set('en');
    expect(store.get()).toBe('ja');
    await changed;
    expect(store.get()).toBe('en');
    expect(translatorFor('en')('app.loading')).toBe('Loading…');
    expect(createLocaleStore(storage).get()).toBe('en');
  });

  it('stays in Japanese when the reader goes back before English has arrived', async () => {
    const store = createLocaleStore(null);
    let changes = 0;
    store.subscribe(() => {
      changes += 1;
    });
    store.set('en');
    store.set('ja');
    // The store waits for the same download, and was first to ask: it has settled when this resolves.
    await loadCatalogue('en');
    expect([store.get(), changes]).toEqual(['ja', 0]);
  });
});
