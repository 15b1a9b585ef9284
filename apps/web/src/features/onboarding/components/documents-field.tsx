import '@mantine/dropzone/styles.layer.css';
import { type CustomerFile, checkFiles, type FileRules, FULL_FORM_FILE_RULES, MB } from '@aml/contracts';
import { Anchor, Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, MS_WORD_MIME_TYPE, PDF_MIME_TYPE } from '@mantine/dropzone';
import { IconArrowBackUp, IconFileText, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

export interface DocumentsFieldProps {
  /** The customer's stored documents (edit mode); none for a new registration. */
  existing?: readonly CustomerFile[];
  /** Names of stored documents marked deleted: sent as deletedFiles with the save. */
  deleted?: readonly string[];
  onDeletedChange?: (names: string[]) => void;
  /** Files picked in this session, sent as new documents with the save. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** A message of the form or the server about the documents. */
  error?: string;
  /** Count, size and type limits: the full forms' (spec 2 §5.6) unless the quick form's (§5.2) are given. */
  rules?: FileRules;
}

const NONE: readonly never[] = [];
/** Narrows the file dialog; the spec's own check (by name and size) decides what is taken. */
const ACCEPT = [...IMAGE_MIME_TYPE, ...PDF_MIME_TYPE, ...MS_WORD_MIME_TYPE];

/**
 * Spec 2 §4.5 and §5.6: the Upload Documents section of the full forms (and, with its own limits, of the
 * quick form, §5.2). At most 5 documents in all
 * (stored ones not marked deleted plus new ones), each at most 2 MB, images, PDF, DOC or DOCX. Stored
 * documents can be marked deleted (struck through, '[Deleted]', no link) and restored; new ones can be
 * removed before the form is submitted.
 */
export function DocumentsField({
  existing = NONE,
  deleted = NONE,
  onDeletedChange = () => {},
  files,
  onFilesChange,
  error,
  rules = FULL_FORM_FILE_RULES,
}: DocumentsFieldProps) {
  const [messages, setMessages] = useState<string[]>([]);
  const kept = existing.filter((file) => !deleted.includes(file.filename)).length;
  const inUse = kept + files.length;

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    const problems = checkFiles(picked, rules, inUse);
    // Over the limit, the whole pick is refused: which files to leave out is the user's choice.
    if (inUse + picked.length > rules.maxFiles) {
      setMessages(problems);
      return;
    }
    setMessages(problems);
    const accepted = picked.filter((file) => checkFiles([file], rules).length === 0);
    if (accepted.length > 0) onFilesChange([...files, ...accepted]);
  };

  const markDeleted = (name: string) => {
    setMessages([]);
    onDeletedChange([...deleted, name]);
  };
  const restore = (name: string) => {
    if (inUse >= rules.maxFiles) {
      setMessages([rules.messages.tooMany]);
      return;
    }
    setMessages([]);
    onDeletedChange(deleted.filter((item) => item !== name));
  };
  const removeNew = (index: number) => {
    setMessages([]);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  const shown = [...messages, ...(error && !messages.includes(error) ? [error] : [])];

  return (
    <Stack gap="sm">
      <Input.Wrapper
        label="Documents"
        description={`Up to ${rules.maxFiles} files of at most ${rules.maxBytes / MB}MB each: images, PDF, DOC or DOCX (${inUse} of ${rules.maxFiles} used).`}
        error={
          shown.length > 0 ? (
            <Stack gap={2} component="span">
              {shown.map((message) => (
                <span key={message}>{message}</span>
              ))}
            </Stack>
          ) : undefined
        }
      >
        <Dropzone
          mt={6}
          // One check over everything picked: the dialog's type filter is a convenience, the spec's rules decide.
          onDrop={() => {}}
          onDropAny={(accepted, rejections) => add([...accepted, ...rejections.map((rejection) => rejection.file)])}
          accept={ACCEPT}
          multiple
          // Size and count are checked by the spec's rules above, with its messages.
          maxSize={Number.POSITIVE_INFINITY}
          aria-label="Upload documents"
          inputProps={{ 'aria-label': 'Document files' }}
        >
          <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileText size={36} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <Text size="sm">Drag documents here or click to select them</Text>
          </Group>
        </Dropzone>
      </Input.Wrapper>
      {(existing.length > 0 || files.length > 0) && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attached documents">
          {existing.map((file) => {
            const isDeleted = deleted.includes(file.filename);
            return (
              <DocumentRow
                key={file.id}
                size={file.size}
                name={
                  isDeleted ? (
                    <Text span size="sm" c="dimmed">
                      <Text span inherit td="line-through">
                        {file.filename}
                      </Text>{' '}
                      [Deleted]
                    </Text>
                  ) : (
                    <Anchor href={file.sasUrl} download={file.filename} size="sm">
                      {file.filename}
                    </Anchor>
                  )
                }
                action={
                  isDeleted ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconArrowBackUp size={14} aria-hidden />}
                      onClick={() => restore(file.filename)}
                      aria-label={`Restore ${file.filename}`}
                    >
                      Restore
                    </Button>
                  ) : (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => markDeleted(file.filename)}
                      aria-label={`Delete ${file.filename}`}
                    >
                      Delete
                    </Button>
                  )
                }
              />
            );
          })}
          {files.map((file, index) => (
            <DocumentRow
              // Two picked files may share a name; the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: new files have no id before they are saved
              key={`${index}-${file.name}`}
              size={file.size}
              name={
                <Text span size="sm">
                  {file.name}{' '}
                  <Text span size="xs" c="dimmed">
                    (new)
                  </Text>
                </Text>
              }
              action={
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => removeNew(index)}
                  aria-label={`Remove ${file.name}`}
                >
                  Remove
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DocumentRow({ name, size, action }: { name: ReactNode; size: number; action: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <IconFileText size={16} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{name}</div>
        <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatFileSize(size)}
        </Text>
      </Group>
      {/* The action keeps its full label on a phone; the name wraps instead. */}
      <div style={{ flexShrink: 0 }}>{action}</div>
    </Group>
  );
}

/** Sizes as people read them: 'KB' below a megabyte, 'MB' with one decimal above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
