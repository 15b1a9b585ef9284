import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAppConfig } from '../features/app-config/api/get-app-config';

/** Every page carries the deployment's product title in the browser tab. */
export function RootLayout() {
  const { data: config } = useAppConfig();
  useEffect(() => {
    if (config) document.title = config.productTitle;
  }, [config]);
  return <Outlet />;
}
