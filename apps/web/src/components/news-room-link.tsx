import { Button } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The public News Room (/news): the Active articles, readable without signing in. */
export const NEWS_ROOM_PATH = '/news';
export const NEWS_ROOM_LABEL = 'News Room';

export function NewsRoomButton() {
  return (
    <Button component={Link} to={NEWS_ROOM_PATH} variant="default" leftSection={<IconNews size={16} stroke={1.6} />}>
      {NEWS_ROOM_LABEL}
    </Button>
  );
}
