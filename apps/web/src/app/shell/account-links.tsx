import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Session } from '../../lib/session';
import classes from './account-links.module.css';

/** Spec 1 §2.2: the tenant's client name opens the profile. Super users have no tenant. */
export function TenantNameLink({ session }: { session: Session }) {
  if (!session.tenant) return null;
  return (
    <Anchor component={Link} to="/dashboard/profileinfo" fw={600} className={classes.tenant} title="Profile">
      {session.tenant.clientName}
    </Anchor>
  );
}

/** Spec 1 §2.2: the user's name and email open Change Password. */
export function UserLink({ session }: { session: Session }) {
  return (
    <UnstyledButton component={Link} to="/dashboard/changePassword" className={classes.user}>
      <Text size="sm" fw={600} truncate="end">
        {session.claims.name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {session.claims.email}
      </Text>
    </UnstyledButton>
  );
}
