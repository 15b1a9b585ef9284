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
      <Anchor component={Link} to="/dashboard/profileinfo">
        Go to Profile Information
      </Anchor>
    </Alert>
  );
}
