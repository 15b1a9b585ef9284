import { CUSTOMER_LIST_MESSAGES, type CustomerFile } from '@aml/contracts';
import { Anchor, Group, List, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Spec 2 §2.10: the customer's files with download links (sasUrl), or 'No documents available.'. */
export function DocumentsTab({ files }: { files: readonly CustomerFile[] }) {
  if (files.length === 0) return <Text size="sm">{CUSTOMER_LIST_MESSAGES.noDocuments}</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label="Documents">
      {files.map((file) => (
        <List.Item key={file.id}>
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor href={file.sasUrl} download={file.filename} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.filename}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {sizeText(file.size)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
