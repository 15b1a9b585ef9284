import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { PageLoader } from './page-loader';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { redirectToHome, requireSession, requireSuperUser, requireTenantStaff } from './route-guards';

// Every screen is its own chunk (route `lazy`), so the sign-in page downloads only what it draws.
// Screens that later issues build (customers, screening …) are not listed yet: under /dashboard
// they fall through to the not-found page inside the shell, as spec 1 §2.2 describes for unknown paths.
const loginRoute = () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage }));
const notFoundRoute = () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage }));

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { path: '/', lazy: loginRoute },
      { path: '/login', lazy: loginRoute },
      // The public News Room (the login page's news-room link): Active articles, no sign-in.
      {
        path: '/news',
        lazy: () => import('../features/news-room/news-room-page').then((m) => ({ Component: m.NewsRoomPage })),
      },
      {
        path: '/news/:id',
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
            loader: requireSuperUser,
            lazy: () => import('../features/tenants/tenants-page').then((m) => ({ Component: m.TenantsPage })),
          },
          {
            path: 'manage-news',
            loader: requireSuperUser,
            lazy: () => import('../features/news/manage-news-page').then((m) => ({ Component: m.ManageNewsPage })),
          },
          {
            path: 'manage-wallpaper',
            loader: requireSuperUser,
            lazy: () =>
              import('../features/wallpaper/manage-wallpaper-page').then((m) => ({ Component: m.ManageWallpaperPage })),
          },
          {
            path: 'changePassword',
            lazy: () =>
              import('../features/change-password/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
          {
            path: 'watchlists',
            loader: requireSuperUser,
            lazy: () => import('../features/watchlists/watchlists-page').then((m) => ({ Component: m.WatchlistsPage })),
          },
          {
            path: 'sanctions-lists',
            loader: requireTenantStaff,
            lazy: () =>
              import('../features/lists-in-force/lists-in-force-page').then((m) => ({ Component: m.ListsInForcePage })),
          },
          { path: '*', lazy: notFoundRoute },
        ],
      },
      { path: '*', lazy: notFoundRoute },
    ],
  },
]);

configureApiClient({
  onSessionEnded: () => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  },
});
