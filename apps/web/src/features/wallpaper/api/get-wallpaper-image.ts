import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../../../lib/api-client';

/**
 * A wallpaper image for the management screen. The image sits behind the bearer token (inactive ones
 * are not public), which an <img src> cannot send, so it is fetched and shown through an object URL.
 */
export const wallpaperImageQueryOptions = (filePath: string) =>
  queryOptions({
    queryKey: ['wallpaper', 'image', filePath],
    queryFn: () => apiBlob(filePath, { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useWallpaperImageUrl(filePath: string): string | null {
  const blob = useQuery(wallpaperImageQueryOptions(filePath)).data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
