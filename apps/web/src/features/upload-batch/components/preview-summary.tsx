import { Alert, Box, List } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The file checked: its name and what was read ('Loaded n valid records', 'No valid records found' …). */
export function PreviewSummary({
  fileName,
  loaded,
  children,
}: {
  fileName: string;
  loaded: boolean;
  children: ReactNode;
}) {
  return (
    <Alert
      color={loaded ? 'green' : 'yellow'}
      icon={loaded ? <IconCircleCheck /> : <IconAlertTriangle />}
      role="status"
      title={fileName}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {children}
    </Alert>
  );
}

/** The 'Row n: ...' messages of the rows skipped, in a scrolling box that the keyboard can scroll too. */
export function SkippedRows({ messages, title }: { messages: readonly string[]; title?: ReactNode }) {
  return (
    <Alert
      color="orange"
      icon={<IconAlertCircle />}
      title={title ?? `${messages.length} skipped row messages`}
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <Box mah={160} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label="Skipped rows" component="div">
        <List size="sm" spacing={2}>
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one row can give the same message twice; the list never reorders
            <List.Item key={index}>{message}</List.Item>
          ))}
        </List>
      </Box>
    </Alert>
  );
}
