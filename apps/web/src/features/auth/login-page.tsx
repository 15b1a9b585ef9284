import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from '../../components/logo';
import { NewsRoomButton } from '../../components/news-room-link';
import { ThemeToggle } from '../../components/theme-toggle';
import { useAppConfig } from '../app-config/api/get-app-config';
import { CapabilitiesMarquee } from './components/capabilities-marquee';
import { LoginForm } from './components/login-form';
import { WallpaperPanel } from './components/wallpaper-panel';
import classes from './login-page.module.css';

/** Spec 1 §2.1: /login and /. */
export function LoginPage() {
  const { data: config } = useAppConfig();
  const productTitle = config?.productTitle ?? '';

  return (
    <div className={classes.page}>
      <CapabilitiesMarquee />
      <main className={classes.body}>
        <div className={classes.wallpaper}>
          <WallpaperPanel productTitle={productTitle} />
        </div>
        <div className={classes.formSide}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" className={classes.mobileBrand}>
              <Logo size={32} />
              <Text fw={700}>{productTitle}</Text>
            </Group>
            <Group gap="sm" ml="auto" wrap="nowrap">
              <NewsRoomButton />
              <ThemeToggle />
            </Group>
          </Group>
          <div className={classes.formCenter}>
            <Paper className={classes.card} withBorder shadow="sm" p="xl" radius="lg">
              <Stack gap="lg">
                <Title order={1} size="h2">
                  Sign In
                </Title>
                <LoginForm />
              </Stack>
            </Paper>
          </div>
        </div>
      </main>
    </div>
  );
}
