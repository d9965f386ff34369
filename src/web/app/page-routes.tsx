import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { SwitchedCapability } from '../../core/site-features.ts';
import { FeatureGate } from './feature-gate.tsx';

type LazyPage = NonNullable<RouteObject['lazy']>;

export interface PageRoute {
  path: string;
  lazy: LazyPage;
  /**
   * For a public page drawn on the server (docs/server-rendering.md): the module `lazy` imports, relative
   * to src/web, by which the server finds the page's script and stylesheets in the build manifest.
   */
  module?: string;
}

/** A page that exists only while the operator has `capability` switched on (not found otherwise). */
function switchable(capability: SwitchedCapability, load: () => Promise<ComponentType>): LazyPage {
  return async () => {
    const Page = await load();
    return {
      element: (
        <FeatureGate capability={capability}>
          <Page />
        </FeatureGate>
      ),
    };
  };
}

/**
 * Every screen of spec section 2. Each page is its own chunk, so the first load carries only the shell.
 * Who may open each path is decided by route-access.ts, not here.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    module: 'features/top/top-page.tsx',
    lazy: async () => ({ Component: (await import('../features/top/top-page.tsx')).TopPage }),
  },
  {
    path: '/404',
    module: 'features/not-found/not-found-page.tsx',
    lazy: async () => ({
      Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
    }),
  },

  // Auth pages of each role.
  {
    path: '/cast/login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).CastLoginPage }),
  },
  {
    path: '/guest/login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).GuestLoginPage }),
  },
  {
    path: '/cast/signup',
    lazy: async () => ({ Component: (await import('../features/signup/signup-pages.tsx')).CastSignupPage }),
  },
  {
    path: '/cast/signup/confirm',
    lazy: async () => ({
      Component: (await import('../features/signup/signup-pages.tsx')).CastSignupCodePage,
    }),
  },
  {
    path: '/cast/signup/registration',
    lazy: async () => ({
      Component: (await import('../features/signup/signup-pages.tsx')).CastSignupRegistrationPage,
    }),
  },
  {
    path: '/cast/password',
    lazy: async () => ({
      Component: (await import('../features/password-reset/password-reset-pages.tsx')).CastPasswordResetPage,
    }),
  },
  {
    path: '/cast/password/confirm',
    lazy: async () => ({
      Component: (await import('../features/password-reset/password-reset-pages.tsx')).CastPasswordCodePage,
    }),
  },
  {
    path: '/cast/password/registration',
    lazy: async () => ({
      Component: (await import('../features/password-reset/password-reset-pages.tsx')).CastNewPasswordPage,
    }),
  },
  {
    path: '/guest/signup',
    lazy: async () => ({ Component: (await import('../features/signup/signup-pages.tsx')).GuestSignupPage }),
  },
  {
    path: '/guest/signup/confirm',
    lazy: async () => ({
      Component: (await import('../features/signup/signup-pages.tsx')).GuestSignupCodePage,
    }),
  },
  {
    path: '/guest/signup/registration',
    lazy: async () => ({
      Component: (await import('../features/signup/signup-pages.tsx')).GuestSignupRegistrationPage,
    }),
  },
  {
    path: '/guest/password',
    lazy: async () => ({
      Component: (await import('../features/password-reset/password-reset-pages.tsx')).GuestPasswordResetPage,
    }),
  },
  {
    path: '/guest/password/confirm',
    lazy: async () => ({
      Component: (await import('../features/password-reset/password-reset-pages.tsx')).GuestPasswordCodePage,
    }),
  },
  {
    path: '/guest/password/registration',
    lazy: async () => ({
      Component: (await import('../features/password-reset/password-reset-pages.tsx')).GuestNewPasswordPage,
    }),
  },

  // Open to anyone.
  {
    path: '/notices',
    module: 'features/notices/notices-page.tsx',
    lazy: async () => ({
      Component: (await import('../features/notices/notices-page.tsx')).PublicNoticesPage,
    }),
  },
  {
    path: '/notices/:noticeId',
    module: 'features/notices/notice-detail-page.tsx',
    lazy: async () => ({
      Component: (await import('../features/notices/notice-detail-page.tsx')).NoticeDetailPage,
    }),
  },
  {
    path: '/guest/notices',
    lazy: async () => ({
      Component: (await import('../features/notices/notices-page.tsx')).GuestNoticesPage,
    }),
  },
  {
    path: '/guest/notices/:noticeId',
    lazy: async () => ({
      Component: (await import('../features/notices/notice-detail-page.tsx')).NoticeDetailPage,
    }),
  },
  {
    path: '/contact',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page.tsx')).ContactFormPage }),
  },
  {
    path: '/lp/contact',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page.tsx')).LpContactPage }),
  },
  {
    path: '/supplier-contact',
    lazy: async () => ({
      Component: (await import('../features/contact/contact-page.tsx')).SupplierContactPage,
    }),
  },
  {
    path: '/page',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({ Component: (await import('../features/content/content-pages.tsx')).FixedPagesPage }),
  },
  {
    path: '/page/:pageSlug',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({ Component: (await import('../features/content/content-pages.tsx')).FixedPage }),
  },
  {
    path: '/qanda',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({ Component: (await import('../features/content/content-pages.tsx')).QuestionsPage }),
  },
  {
    path: '/management-info',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({
      Component: (await import('../features/content/content-pages.tsx')).ManagementInfoPage,
    }),
  },
  {
    path: '/cast/terms',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({ Component: (await import('../features/content/content-pages.tsx')).CastTermsPage }),
  },
  {
    path: '/guest/terms',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({ Component: (await import('../features/content/content-pages.tsx')).GuestTermsPage }),
  },
  {
    path: '/privacy-policy',
    module: 'features/content/content-pages.tsx',
    lazy: async () => ({
      Component: (await import('../features/content/content-pages.tsx')).PrivacyPolicyPage,
    }),
  },
  {
    path: '/guest/services',
    module: 'features/services/services-page.tsx',
    lazy: async () => ({ Component: (await import('../features/services/services-page.tsx')).ServicesPage }),
  },
  {
    path: '/guest/services/:serviceId',
    module: 'features/services/service-detail-page.tsx',
    lazy: async () => ({
      Component: (await import('../features/services/service-detail-page.tsx')).ServiceDetailPage,
    }),
  },
  {
    path: '/guest/services/:serviceId/entry',
    lazy: async () => ({
      Component: (await import('../features/entries/entry-form-page.tsx')).EntryFormPage,
    }),
  },
  {
    path: '/cast/guests/:guestId',
    lazy: async () => ({
      Component: (await import('../features/profiles/guest-profile-page.tsx')).GuestProfilePage,
    }),
  },
  {
    path: '/guest/casts/:castId',
    module: 'features/profiles/cast-profile-page.tsx',
    lazy: async () => ({
      Component: (await import('../features/profiles/cast-profile-page.tsx')).CastProfilePage,
    }),
  },

  // Cast only.
  {
    path: '/cast/my-page',
    lazy: async () => ({ Component: (await import('../features/my-page/my-page.tsx')).CastMyPage }),
  },
  {
    path: '/cast/notices',
    lazy: async () => ({ Component: (await import('../features/notices/notices-page.tsx')).CastNoticesPage }),
  },
  {
    path: '/cast/notices/:noticeId',
    lazy: async () => ({
      Component: (await import('../features/notices/notice-detail-page.tsx')).NoticeDetailPage,
    }),
  },
  {
    path: '/cast/account-info',
    lazy: async () => ({
      Component: (await import('../features/account-info/account-info-page.tsx')).CastAccountInfoPage,
    }),
  },
  {
    path: '/cast/withdraw',
    lazy: async () => ({
      Component: (await import('../features/withdrawal/withdrawal-page.tsx')).CastWithdrawalPage,
    }),
  },
  {
    path: '/cast/services',
    lazy: async () => ({
      Component: (await import('../features/cast-services/cast-services-page.tsx')).CastServicesPage,
    }),
  },
  {
    path: '/cast/services/new',
    lazy: async () => ({
      Component: (await import('../features/cast-services/cast-service-new-page.tsx')).CastServiceNewPage,
    }),
  },
  {
    path: '/cast/services/:serviceId',
    lazy: async () => ({
      Component: (await import('../features/cast-services/cast-service-page.tsx')).CastServicePage,
    }),
  },
  {
    path: '/cast/availability',
    lazy: async () => ({
      Component: (await import('../features/availability/availability-page.tsx')).CastAvailabilityPage,
    }),
  },
  {
    path: '/cast/entries',
    lazy: async () => ({
      Component: (await import('../features/entries/entries-page.tsx')).CastEntriesPage,
    }),
  },
  {
    path: '/cast/entries/:entryId',
    lazy: async () => ({
      Component: (await import('../features/entries/entry-detail-page.tsx')).CastEntryDetailPage,
    }),
  },
  {
    path: '/cast/sales',
    lazy: async () => ({ Component: (await import('../features/sales/sales-page.tsx')).CastSalesPage }),
  },
  {
    path: '/cast/guests',
    lazy: async () => ({ Component: (await import('../features/guests/guests-page.tsx')).GuestsPage }),
  },
  {
    path: '/cast/my-page/favorites',
    lazy: switchable(
      'favorite',
      async () => (await import('../features/guests/favorite-guests-page.tsx')).FavoriteGuestsPage,
    ),
  },

  // Guest only.
  {
    path: '/guest/my-page',
    lazy: async () => ({ Component: (await import('../features/my-page/my-page.tsx')).GuestMyPage }),
  },
  {
    path: '/guest/account-info',
    lazy: async () => ({
      Component: (await import('../features/account-info/account-info-page.tsx')).GuestAccountInfoPage,
    }),
  },
  {
    path: '/cast/account-info/bank-account',
    lazy: async () => ({
      Component: (await import('../features/bank-account/bank-account-page.tsx')).BankAccountPage,
    }),
  },
  {
    path: '/cast/account-info/credit-card',
    lazy: async () => ({
      Component: (await import('../features/credit-card/credit-card-page.tsx')).CreditCardPage,
    }),
  },
  {
    path: '/guest/account-info/bank-account',
    lazy: async () => ({
      Component: (await import('../features/bank-account/bank-account-page.tsx')).BankAccountPage,
    }),
  },
  {
    path: '/guest/account-info/credit-card',
    lazy: async () => ({
      Component: (await import('../features/credit-card/credit-card-page.tsx')).CreditCardPage,
    }),
  },
  {
    path: '/guest/my-page/favorites',
    lazy: switchable(
      'favorite',
      async () => (await import('../features/favorites/favorites-page.tsx')).FavoritesPage,
    ),
  },
  {
    path: '/guest/account-info/identification',
    lazy: async () => ({
      Component: (await import('../features/identification/identification-page.tsx')).IdentificationPage,
    }),
  },
  {
    path: '/cast/account-info/identification',
    lazy: async () => ({
      Component: (await import('../features/identification/identification-page.tsx')).IdentificationPage,
    }),
  },
  {
    path: '/guest/account-info/belongings',
    lazy: async () => ({
      Component: (await import('../features/belongings/belongings-page.tsx')).BelongingsPage,
    }),
  },
  {
    path: '/guest/withdraw',
    lazy: async () => ({
      Component: (await import('../features/withdrawal/withdrawal-page.tsx')).GuestWithdrawalPage,
    }),
  },
  {
    path: '/guest/entries',
    lazy: async () => ({
      Component: (await import('../features/entries/entries-page.tsx')).GuestEntriesPage,
    }),
  },
  {
    path: '/guest/entries/:entryId',
    lazy: async () => ({
      Component: (await import('../features/entries/entry-detail-page.tsx')).GuestEntryDetailPage,
    }),
  },
  {
    path: '/guest/casts',
    lazy: switchable(
      'scout',
      async () => (await import('../features/scouts/received-scouts-page.tsx')).ReceivedScoutsPage,
    ),
  },
  {
    path: '/guest/sales',
    lazy: async () => ({ Component: (await import('../features/sales/sales-page.tsx')).GuestSalesPage }),
  },

  // Any signed-in user.
  {
    path: '/messages',
    lazy: async () => ({ Component: (await import('../features/messages/messages-page.tsx')).MessagesPage }),
  },
  {
    path: '/messages/:customerAccountId',
    lazy: async () => ({ Component: (await import('../features/messages/thread-page.tsx')).ThreadPage }),
  },
];
