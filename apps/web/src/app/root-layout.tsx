import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { documentTitle } from './page-title';

/** Every page names itself in the browser tab, with the deployment's product title after it. */
export function RootLayout() {
  const { data: config } = useAppConfig();
  const matches = useMatches();
  const title = documentTitle(matches, config?.productTitle);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return <Outlet />;
}
