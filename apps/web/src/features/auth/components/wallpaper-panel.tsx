import { Center, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Logo } from '../../../components/logo';
import { useActiveWallpaper, WALLPAPER_LOAD_ERROR } from '../../wallpaper/api/get-active-wallpaper';
import classes from './wallpaper-panel.module.css';

/** Spec 1 §2.1: the active wallpaper on the left; without one (or when it fails) the logo and product title. */
export function WallpaperPanel({ productTitle }: { productTitle: string }) {
  const wallpaper = useActiveWallpaper();
  const [imageFailed, setImageFailed] = useState(false);

  useEffect(() => {
    // Spec 1 §8 wording; the page itself only falls back, a decorative image is no reason to alarm the user.
    if (wallpaper.isError) console.error(WALLPAPER_LOAD_ERROR, wallpaper.error);
  }, [wallpaper.isError, wallpaper.error]);

  const filePath = wallpaper.data?.filePath;
  return (
    <div className={classes.panel}>
      {filePath && !imageFailed ? (
        <img
          className={classes.image}
          src={filePath}
          alt=""
          onError={() => {
            console.error(WALLPAPER_LOAD_ERROR, filePath);
            setImageFailed(true);
          }}
        />
      ) : wallpaper.isPending ? null : (
        <Center className={classes.fallback}>
          <Stack align="center" gap="lg">
            <Logo size={120} />
            <Text component="p" fz={32} fw={700} ta="center">
              {productTitle}
            </Text>
          </Stack>
        </Center>
      )}
    </div>
  );
}
