import { createContext, type ReactNode, useContext } from 'react';
import type { NoticeStore } from './notice-store.ts';

const NoticeStoreContext = createContext<NoticeStore | null>(null);

export function NoticeStoreProvider({ store, children }: { store: NoticeStore; children: ReactNode }) {
  return <NoticeStoreContext value={store}>{children}</NoticeStoreContext>;
}

export function useNoticeStore(): NoticeStore {
  const store = useContext(NoticeStoreContext);
  if (!store) throw new Error('useNoticeStore needs a NoticeStoreProvider above it');
  return store;
}
