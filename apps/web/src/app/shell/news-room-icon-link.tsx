import { ActionIcon, Tooltip } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NEWS_ROOM_LABEL, NEWS_ROOM_PATH } from '../../components/news-room-link';

/**
 * The header's News Room link where the row is short of room, as a named icon. Kept apart from the
 * text button so that the sign-in page does not download the tooltip machinery.
 */
export function NewsRoomIconLink() {
  return (
    <Tooltip label={NEWS_ROOM_LABEL}>
      <ActionIcon component={Link} to={NEWS_ROOM_PATH} variant="default" size="lg" aria-label={NEWS_ROOM_LABEL}>
        <IconNews size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
