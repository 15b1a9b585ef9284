import { LIST_AGE_MESSAGES } from '@aml/contracts';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useListsInForce } from '../api/get-lists-in-force';

export const LISTS_IN_FORCE_PATH = '/dashboard/sanctions-lists';

/**
 * Issue 10: every tenant user is told when a sanctions list in force is older than LIST_MAX_AGE_DAYS,
 * with the age of the oldest one, and can open the lists it concerns. The super user sees ages on the
 * Watchlists screen instead.
 */
export function ListAgeBanner() {
  const session = useSession();
  const tenantUser = Boolean(session) && session?.claims.role !== 'SuperUser';
  const lists = useListsInForce({ enabled: tenantUser });
  if (!tenantUser || !lists.data?.stale || lists.data.oldestAgeDays === null) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      mb="md"
      data-testid="list-age-banner"
    >
      {LIST_AGE_MESSAGES.stale(lists.data.oldestAgeDays)}{' '}
      <Anchor component={Link} to={LISTS_IN_FORCE_PATH} size="sm" fw={600} c="inherit" underline="always">
        See the lists
      </Anchor>
    </Alert>
  );
}
