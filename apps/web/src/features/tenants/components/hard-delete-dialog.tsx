import { confirmsHardDelete, type Tenant } from '@aml/contracts';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface HardDeleteDialogProps {
  tenant: Tenant | null;
  onClose: () => void;
  onConfirm: (tenant: Tenant) => void;
  loading: boolean;
}

/** Spec 1 §2.8: permanent deletion is enabled only once the tenant's email is typed (any case). */
export function HardDeleteDialog({ tenant, onClose, onConfirm, loading }: HardDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <ConfirmDialog
      opened={tenant !== null}
      title="Permanently Delete Tenant"
      message={
        <>
          This permanently deletes the users of <strong>{tenant?.clientName}</strong> and ends their access. Its
          screening logs and audit trail are kept as a read-only archive for five years, as UAE AML law requires. This
          action cannot be undone. Type the tenant's email <strong>{tenant?.email}</strong> to confirm.
        </>
      }
      confirmLabel="Delete Permanently"
      confirmDisabled={!tenant || !confirmsHardDelete(typed, tenant.email)}
      loading={loading}
      onClose={close}
      onConfirm={() => {
        if (tenant) onConfirm(tenant);
        setTyped('');
      }}
    >
      <TextInput
        label="Tenant email"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        data-autofocus
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
