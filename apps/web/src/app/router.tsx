import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { PageLoader } from './page-loader';
import type { RouteHandle } from './page-title';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { redirectToHome, requireReviewer, requireSession, requireSuperUser, requireTenantStaff } from './route-guards';

// Every screen is its own chunk (route `lazy`), so the sign-in page downloads only what it draws.
// An unknown path under /dashboard falls through to the not-found page inside the shell (spec 1 §2.2).
const loginRoute = () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage }));
/** The page's name in the browser tab ("<Page> · <product title>", RootLayout). */
const title = (name: string): RouteHandle => ({ title: name });

/** The three customer lists of spec 2 §2.10 share one chunk and one layout. */
const customersRoute = (page: 'OnboardedCustomersPage' | 'InReviewPage' | 'OngoingAlertedPage') =>
  import('../features/customers/customer-list-page').then((m) => ({ Component: m[page] }));

const notFoundRoute = () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage }));

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { path: '/', lazy: loginRoute, handle: title('Sign In') },
      { path: '/login', lazy: loginRoute, handle: title('Sign In') },
      // The public News Room (the login page's news-room link): Active articles, no sign-in.
      {
        path: '/news',
        handle: title('News Room'),
        lazy: () => import('../features/news-room/news-room-page').then((m) => ({ Component: m.NewsRoomPage })),
      },
      {
        path: '/news/:id',
        handle: title('News Room'),
        lazy: () => import('../features/news-room/news-article-page').then((m) => ({ Component: m.NewsArticlePage })),
      },
      {
        path: '/dashboard',
        loader: requireSession,
        lazy: () => import('./shell/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          { index: true, loader: redirectToHome },
          {
            path: 'tenants',
            handle: title('Tenant Management'),
            loader: requireSuperUser,
            lazy: () => import('../features/tenants/tenants-page').then((m) => ({ Component: m.TenantsPage })),
          },
          {
            path: 'manage-news',
            handle: title('News and Articles Management'),
            loader: requireSuperUser,
            lazy: () => import('../features/news/manage-news-page').then((m) => ({ Component: m.ManageNewsPage })),
          },
          {
            path: 'manage-wallpaper',
            handle: title('Wallpaper Management'),
            loader: requireSuperUser,
            lazy: () =>
              import('../features/wallpaper/manage-wallpaper-page').then((m) => ({ Component: m.ManageWallpaperPage })),
          },
          {
            path: 'changePassword',
            handle: title('Change Password'),
            lazy: () =>
              import('../features/change-password/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
          {
            path: 'watchlists',
            handle: title('Watchlists'),
            loader: requireSuperUser,
            lazy: () => import('../features/watchlists/watchlists-page').then((m) => ({ Component: m.WatchlistsPage })),
          },
          {
            path: 'profileinfo',
            loader: requireTenantStaff,
            handle: title('Profile Information'),
            lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: 'customers',
            loader: requireTenantStaff,
            handle: title('Onboarded Customers'),
            lazy: () => customersRoute('OnboardedCustomersPage'),
          },
          {
            path: 'review',
            loader: requireReviewer,
            handle: title('In Review'),
            lazy: () => customersRoute('InReviewPage'),
          },
          {
            path: 'ongoingAlerted',
            loader: requireReviewer,
            handle: title('Ongoing Monitoring Alerts'),
            lazy: () => customersRoute('OngoingAlertedPage'),
          },
          {
            path: 'monitoring-runs',
            loader: requireReviewer,
            handle: title('Monitoring Runs'),
            lazy: () =>
              import('../features/monitoring-runs/monitoring-runs-page').then((m) => ({
                Component: m.MonitoringRunsPage,
              })),
          },
          {
            path: 'onboard',
            loader: requireTenantStaff,
            handle: title('Customer Onboarding'),
            lazy: () => import('../features/onboarding/onboard-page').then((m) => ({ Component: m.OnboardPage })),
          },
          {
            // Spec 2 §2.4: the hub shows single entry itself; the batch children come with their screens.
            path: 'quick-onboard',
            loader: requireTenantStaff,
            handle: title('Quick Onboarding'),
            lazy: () =>
              import('../features/onboarding/quick-onboard-page').then((m) => ({ Component: m.QuickOnboardPage })),
            children: [
              { index: true },
              { path: 'single-onboard' },
              {
                path: 'batch-onboard',
                handle: title('Batch Onboarding'),
                lazy: () =>
                  import('../features/batch-onboarding/batch-onboard-page').then((m) => ({
                    Component: m.BatchOnboardPage,
                  })),
              },
              {
                path: 'batch-onboard-results',
                handle: title('Batch Onboarding Results'),
                lazy: () =>
                  import('../features/batch-onboarding/batch-onboard-results-page').then((m) => ({
                    Component: m.BatchOnboardResultsPage,
                  })),
              },
              // Spec 2 §2.4: hidden from the hub's cards, reached by its own path.
              {
                path: 'corporate-batch',
                handle: title('Corporate Batch Onboarding'),
                lazy: () =>
                  import('../features/batch-onboarding/corporate-batch-page').then((m) => ({
                    Component: m.CorporateBatchPage,
                  })),
              },
              {
                path: 'corporate-batch-onboard-results',
                handle: title('Corporate Batch Onboarding Results'),
                lazy: () =>
                  import('../features/batch-onboarding/corporate-batch-results-page').then((m) => ({
                    Component: m.CorporateBatchResultsPage,
                  })),
              },
            ],
          },
          {
            path: 'edituser',
            loader: requireTenantStaff,
            handle: title('Edit User'),
            lazy: () => import('../features/onboarding/edit-user-page').then((m) => ({ Component: m.EditUserPage })),
          },
          {
            path: 'screening',
            loader: requireTenantStaff,
            handle: title('Quick Screening'),
            lazy: () =>
              import('../features/screening/quick-screening-page').then((m) => ({ Component: m.QuickScreeningPage })),
          },
          {
            path: 'search',
            loader: requireTenantStaff,
            handle: title('Quick Screening'),
            lazy: () =>
              import('../features/screening/quick-screening-page').then((m) => ({ Component: m.QuickScreeningPage })),
          },
          {
            path: 'results',
            loader: requireTenantStaff,
            handle: title('Screening Results'),
            lazy: () =>
              import('../features/screening/results-page').then((m) => ({ Component: m.ScreeningResultsPage })),
          },
          {
            path: 'batch-screening',
            loader: requireTenantStaff,
            handle: title('Batch Screening'),
            lazy: () =>
              import('../features/batch-screening/batch-screening-page').then((m) => ({
                Component: m.BatchScreeningPage,
              })),
          },
          {
            path: 'batch-results',
            loader: requireTenantStaff,
            handle: title('Batch Screening Results'),
            lazy: () =>
              import('../features/batch-screening/batch-results-page').then((m) => ({ Component: m.BatchResultsPage })),
          },
          {
            path: 'adverseSearch',
            loader: requireTenantStaff,
            handle: title('Adverse Search'),
            lazy: () =>
              import('../features/adverse-search/adverse-search-page').then((m) => ({
                Component: m.AdverseSearchPage,
              })),
          },
          {
            path: 'screeninglogs',
            loader: requireTenantStaff,
            handle: title('Screening Logs'),
            lazy: () =>
              import('../features/screening-logs/screening-logs-page').then((m) => ({
                Component: m.ScreeningLogsPage,
              })),
          },
          {
            path: 'accountinfo',
            loader: requireTenantStaff,
            handle: title('Account Statistics'),
            lazy: () =>
              import('../features/account-statistics/account-statistics-page').then((m) => ({
                Component: m.AccountStatisticsPage,
              })),
          },
          {
            path: 'sanctions-lists',
            loader: requireTenantStaff,
            handle: title('Sanctions Lists'),
            lazy: () =>
              import('../features/lists-in-force/lists-in-force-page').then((m) => ({ Component: m.ListsInForcePage })),
          },
          {
            path: 'dpmsr',
            loader: requireTenantStaff,
            handle: title('DPMSR Reporting'),
            lazy: () => import('../features/dpmsr/dpmsr-list-page').then((m) => ({ Component: m.DpmsrListPage })),
          },
          {
            path: 'dpmsr/create',
            loader: requireTenantStaff,
            handle: title('Create DPMSR Report'),
            lazy: () => import('../features/dpmsr/dpmsr-create-page').then((m) => ({ Component: m.DpmsrCreatePage })),
          },
          {
            path: 'dpmsr/edit/:id',
            loader: requireTenantStaff,
            handle: title('Edit DPMSR Report'),
            lazy: () => import('../features/dpmsr/dpmsr-edit-page').then((m) => ({ Component: m.DpmsrEditPage })),
          },
          {
            path: 'dpmsr/view/:id',
            loader: requireTenantStaff,
            handle: title('View DPMSR Report'),
            lazy: () => import('../features/dpmsr/dpmsr-view-page').then((m) => ({ Component: m.DpmsrViewPage })),
          },
          { path: '*', lazy: notFoundRoute, handle: title('Page Not Found') },
        ],
      },
      { path: '*', lazy: notFoundRoute, handle: title('Page Not Found') },
    ],
  },
]);

configureApiClient({
  onSessionEnded: () => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  },
});
