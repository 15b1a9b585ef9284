import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface InsufficientCountDialogProps {
  opened: boolean;
  /** The tenant's screenings left (maxScreeningCount). */
  balance: number;
  /** The valid records of the file. */
  records: number;
  processing: boolean;
  onDiscard: () => void;
  onProcess: (limit: number) => void;
  onClose: () => void;
}

/**
 * Spec 3 §2 and §4: the balance is short of the file's records, so the user either discards the batch or
 * processes only the first maxScreeningCount records.
 */
export function InsufficientCountDialog(props: InsufficientCountDialogProps) {
  const { balance, records } = props;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Insufficient Screening Count" centered>
      <Stack gap="md">
        <Text size="sm">
          Your organisation has {balance} {balance === 1 ? 'screening' : 'screenings'} left, and the file holds{' '}
          {records} records.
        </Text>
        <Text size="sm">
          {balance > 0
            ? `Process only the first ${balance} records, or discard the batch.`
            : 'No record can be screened until your balance is topped up. Discard the batch, or ask your platform administrator for more screenings.'}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onDiscard} disabled={props.processing}>
            Discard Batch
          </Button>
          {balance > 0 && (
            <Button onClick={() => props.onProcess(balance)} loading={props.processing}>
              Process {balance} Records
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
