import type { ConsoleRoute } from '../shell/console-route.ts';

export const contentRoutes: ConsoleRoute[] = [
  {
    path: 'notices',
    lazy: async () => ({ Component: (await import('./notices-page.tsx')).NoticesPage }),
    nav: { labelKey: 'content.nav.notices', section: 'content' },
  },
  {
    path: 'notices/new',
    lazy: async () => ({ Component: (await import('./notice-editor-page.tsx')).NoticeEditorPage }),
  },
  {
    path: 'notices/:noticeId',
    lazy: async () => ({ Component: (await import('./notice-editor-page.tsx')).NoticeEditorPage }),
  },
  {
    path: 'pages',
    lazy: async () => ({ Component: (await import('./pages-page.tsx')).PagesPage }),
    nav: { labelKey: 'content.nav.pages', section: 'content' },
  },
  {
    path: 'pages/new',
    lazy: async () => ({ Component: (await import('./page-editor-page.tsx')).PageEditorPage }),
  },
  {
    path: 'pages/:slug',
    lazy: async () => ({ Component: (await import('./page-editor-page.tsx')).PageEditorPage }),
  },
  {
    path: 'questions',
    lazy: async () => ({ Component: (await import('./questions-page.tsx')).QuestionsPage }),
    nav: { labelKey: 'content.nav.questions', section: 'content' },
  },
  {
    path: 'policies',
    lazy: async () => ({ Component: (await import('./policies-page.tsx')).PoliciesPage }),
    nav: { labelKey: 'content.nav.policies', section: 'content' },
  },
  {
    path: 'policies/:documentId',
    lazy: async () => ({ Component: (await import('./policy-editor-page.tsx')).PolicyEditorPage }),
  },
  {
    path: 'management-info',
    lazy: async () => ({ Component: (await import('./management-info-page.tsx')).ManagementInfoPage }),
    nav: { labelKey: 'content.nav.managementInfo', section: 'content' },
  },
  {
    path: 'contacts',
    lazy: async () => ({ Component: (await import('./contacts-page.tsx')).ContactsPage }),
    nav: { labelKey: 'content.nav.contacts', section: 'people' },
  },
  {
    path: 'contacts/:contactId',
    lazy: async () => ({ Component: (await import('./contact-page.tsx')).ContactPage }),
  },
];
