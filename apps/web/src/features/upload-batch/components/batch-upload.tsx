import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';

/** Narrows the file dialog to workbooks; the name is checked too, as a browser may send no type. */
const ACCEPT = { [MIME_TYPES.xlsx]: ['.xlsx'] };

/** What one kind's upload control takes and says. */
export interface BatchUploadRules {
  /** What the workbook holds, in the labels: 'screening workbook', 'onboarding workbook' … */
  subject: string;
  /** The kind's file limits (contracts: BATCH_SCREENING_FILE …); the most records is said under the drop area. */
  limits: { maxRecords: number; maxBytes: number };
  /** The kind's words for a file that is not .xlsx and for one too large to upload. */
  messages: { fileType: string; tooLarge: string };
}

export interface BatchUploadProps {
  rules: BatchUploadRules;
  fileName: string | null;
  loading: boolean;
  onFile: (file: File) => void;
  /** A file refused before it is sent, with the message to show. */
  onRefused: (message: string) => void;
}

function refusalMessage(rejections: FileRejection[], messages: BatchUploadRules['messages']): string {
  const tooLarge = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
  return tooLarge ? messages.tooLarge : messages.fileType;
}

/** Spec 3 §2, spec 2 §2.6 and §2.8: drag-and-drop (or click, or Enter) upload of one .xlsx workbook. */
export function BatchUpload({ rules, fileName, loading, onFile, onRefused }: BatchUploadProps) {
  const { subject } = rules;
  const take = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (files.length > 1 || !file.name.toLowerCase().endsWith('.xlsx')) onRefused(rules.messages.fileType);
    else onFile(file);
  };
  return (
    <Dropzone
      onDrop={take}
      onReject={(rejections) => onRefused(refusalMessage(rejections, rules.messages))}
      accept={ACCEPT}
      multiple={false}
      maxSize={rules.limits.maxBytes}
      loading={loading}
      aria-label={`Upload ${subject}`}
      inputProps={{ 'aria-label': `${subject.charAt(0).toUpperCase()}${subject.slice(1)} (.xlsx)` }}
      radius="md"
    >
      <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} stroke={1.5} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text size="sm">Drag the {subject} here or click to choose it</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {fileName ?? `One .xlsx file of at most ${rules.limits.maxRecords} records`}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
