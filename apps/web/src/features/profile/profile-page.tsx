import { TENANT_PROFILE_SCREEN_MESSAGES } from '@aml/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { useTenantProfile } from './api/get-tenant-profile';
import { EditTenantDetailsModal } from './components/edit-tenant-details-modal';
import { ProfileDetails } from './components/profile-details';
import { ProfileEmpty, ProfileError, ProfileLoading } from './components/profile-status';
import { failureText } from './profile-messages';

/**
 * Spec 1 §2.5: /dashboard/profileinfo, the tenant's own details and users. Only the MLRO sees Edit Profile
 * (§6); the server refuses anyone else's save regardless (decision 112).
 */
export function ProfilePage() {
  const session = useSession();
  const canEdit = session?.clientRole === 'MLRO';
  const profile = useTenantProfile();
  const [editing, setEditing] = useState(false);
  const tenant = profile.data ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Profile Information
        </Title>
        {canEdit && tenant && (
          <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </Group>
      {profile.isPending ? (
        <ProfileLoading />
      ) : profile.isError ? (
        <ProfileError
          message={failureText(profile.error, TENANT_PROFILE_SCREEN_MESSAGES.loadFailed)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : tenant === null ? (
        <ProfileEmpty />
      ) : (
        <ProfileDetails tenant={tenant} />
      )}
      {canEdit && tenant && (
        <EditTenantDetailsModal opened={editing} onClose={() => setEditing(false)} tenant={tenant} />
      )}
    </Stack>
  );
}
