import { PROFILE_INCOMPLETE_MESSAGE } from '@aml/contracts';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Spec 3 §2: every DPMSR screen warns while the tenant profile misses a reporting-person field. */
export function ProfileIncompleteAlert() {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Profile Incomplete"
      role="alert"
    >
      {PROFILE_INCOMPLETE_MESSAGE}{' '}
      {/* The alert's own text colour, bold and underlined: the theme's link colour on yellow is 4.46:1, under AA. */}
      <Anchor component={Link} to="/dashboard/profileinfo" c="inherit" fw={700} underline="always">
        Go to Profile Information
      </Anchor>
    </Alert>
  );
}
