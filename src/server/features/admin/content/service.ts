import type { AdminContext } from '../context.ts';
import { createContactInbox } from './contacts.ts';
import { createListsEditor } from './lists.ts';
import { createNoticesEditor } from './notices.ts';
import { createPagesEditor } from './pages.ts';

/** The console's content area: notices, pages, Q&A, the disclosure and the contact inbox. */
export function createAdminContent(ctx: Pick<AdminContext, 'db' | 'clock' | 'auditLog'>) {
  return {
    ...createNoticesEditor(ctx),
    ...createPagesEditor(ctx),
    ...createListsEditor(ctx),
    ...createContactInbox(ctx),
  };
}
export type AdminContent = ReturnType<typeof createAdminContent>;
