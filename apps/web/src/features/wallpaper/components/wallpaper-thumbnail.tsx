import { Box, Image, Skeleton } from '@mantine/core';
import { useWallpaperImageUrl } from '../api/get-wallpaper-image';

export function WallpaperThumbnail({ filePath, alt }: { filePath: string; alt: string }) {
  const url = useWallpaperImageUrl(filePath);
  return (
    <Box w={96} h={60}>
      {url ? (
        <Image src={url} alt={alt} w={96} h={60} fit="cover" radius="sm" />
      ) : (
        <Skeleton w={96} h={60} radius="sm" />
      )}
    </Box>
  );
}
