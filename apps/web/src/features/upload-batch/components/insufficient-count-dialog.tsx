import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** A kind whose records take more than one screening each says so itself (corporate: a company and its partners). */
export interface CountWords {
  /** 'Your organisation has n screenings left, and …'. */
  statement: (balance: number, records: number, needed: number) => string;
  /** Why the batch cannot start and what to do. */
  advice: string;
}

export interface InsufficientCountDialogProps {
  opened: boolean;
  /** The tenant's screenings left (maxScreeningCount). */
  balance: number;
  /** The valid records of the file. */
  records: number;
  /** The screenings the batch needs (the records, unless the kind's `words` count otherwise). */
  needed: number;
  words?: CountWords;
  processing: boolean;
  onDiscard: () => void;
  /**
   * Process only the first `limit` records. Without it the batch cannot be cut short (batch onboarding: every
   * record must be screened), so the dialog offers only to discard it.
   */
  onProcess?: (limit: number) => void;
  onClose: () => void;
}

const screenings = (n: number) => (n === 1 ? 'screening' : 'screenings');

/** One screening per record: the individual batches' words. */
const PER_RECORD: CountWords = {
  statement: (balance, records) =>
    `Your organisation has ${balance} ${screenings(balance)} left, and the file holds ${records} records.`,
  advice:
    'Each record takes one screening, so the batch cannot start. Discard it and split the file, or ask your platform administrator for more screenings.',
};

/**
 * Spec 3 §2 and §4: the balance is short of the file's records, so the user either discards the batch or
 * (batch screening) processes only the first maxScreeningCount records.
 */
export function InsufficientCountDialog(props: InsufficientCountDialogProps) {
  const { balance, records, onProcess, words = PER_RECORD } = props;
  const partial = onProcess !== undefined && balance > 0;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Insufficient Screening Count" centered>
      <Stack gap="md">
        <Text size="sm">{words.statement(balance, records, props.needed)}</Text>
        <Text size="sm">
          {partial
            ? `Process only the first ${balance} records, or discard the batch.`
            : onProcess
              ? 'No record can be screened until your balance is topped up. Discard the batch, or ask your platform administrator for more screenings.'
              : words.advice}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onDiscard} disabled={props.processing}>
            Discard Batch
          </Button>
          {partial && (
            <Button onClick={() => onProcess(balance)} loading={props.processing}>
              Process {balance} Records
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
