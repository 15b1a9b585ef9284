import '@mantine/dropzone/styles.css';
import { BATCH_SCREENING_FILE, BATCH_SCREENING_MESSAGES, SCREENING_BATCH_MESSAGES } from '@aml/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';

/** Narrows the file dialog to workbooks; the name is checked too, as a browser may send no type. */
const ACCEPT = { [MIME_TYPES.xlsx]: ['.xlsx'] };

export interface BatchUploadProps {
  fileName: string | null;
  loading: boolean;
  onFile: (file: File) => void;
  /** Spec 3 §5: a file that is not .xlsx, or one too large to upload, with the message to show. */
  onRefused: (message: string) => void;
  /** What the workbook holds, in the labels: 'screening workbook' (default), 'onboarding workbook'. */
  subject?: string;
  /** The most records one file may hold, said under the drop area. Both batches take files of 5 MB at most. */
  maxRecords?: number;
}

function refusalMessage(rejections: FileRejection[]): string {
  const tooLarge = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
  return tooLarge
    ? BATCH_SCREENING_MESSAGES.parseError(BATCH_SCREENING_MESSAGES.tooLarge)
    : SCREENING_BATCH_MESSAGES.fileType;
}

/** Spec 3 §2: drag-and-drop (or click, or Enter) upload of one .xlsx workbook. */
export function BatchUpload({
  fileName,
  loading,
  onFile,
  onRefused,
  subject = 'screening workbook',
  maxRecords = BATCH_SCREENING_FILE.maxRecords,
}: BatchUploadProps) {
  const take = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (files.length > 1 || !file.name.toLowerCase().endsWith('.xlsx')) onRefused(SCREENING_BATCH_MESSAGES.fileType);
    else onFile(file);
  };
  return (
    <Dropzone
      onDrop={take}
      onReject={(rejections) => onRefused(refusalMessage(rejections))}
      accept={ACCEPT}
      multiple={false}
      maxSize={BATCH_SCREENING_FILE.maxBytes}
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
            {fileName ?? `One .xlsx file of at most ${maxRecords} records`}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
