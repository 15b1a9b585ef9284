import '@mantine/dropzone/styles.layer.css';
import {
  checkFiles,
  DEFAULT_WALLPAPER_STATUS,
  formatMegabytes,
  IMAGE_FILES,
  SINGLE_IMAGE_RULES,
  WALLPAPER_LIST_MESSAGES,
  WALLPAPER_MESSAGES,
  WALLPAPER_STATUS_OPTIONS,
  type Wallpaper,
} from '@aml/contracts';
import { Button, Group, Input, Modal, Select, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveWallpaper } from '../api/save-wallpaper';
import { WallpaperThumbnail } from './wallpaper-thumbnail';

const STATUS_DATA = WALLPAPER_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/gif': ['.gif'] };

export interface WallpaperDialogProps {
  opened: boolean;
  onClose: () => void;
  wallpaper: Wallpaper | null;
}

/** Spec 1 §2.10 and §5: add or edit a wallpaper; status is set here, the image is required when adding. */
export function WallpaperDialog({ opened, onClose, wallpaper }: WallpaperDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={wallpaper ? 'Edit Wallpaper' : 'Add Wallpaper'} size="lg" centered>
      {opened && <WallpaperForm key={wallpaper?.wallpaperId ?? 'new'} wallpaper={wallpaper} onClose={onClose} />}
    </Modal>
  );
}

function WallpaperForm({ wallpaper, onClose }: { wallpaper: Wallpaper | null; onClose: () => void }) {
  const save = useSaveWallpaper();
  // Spec 1 §4: a new wallpaper defaults to Inactive.
  const [status, setStatus] = useState<string | null>(String(wallpaper?.status ?? DEFAULT_WALLPAPER_STATUS));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ status?: string; file?: string }>({});

  const pick = (files: File[]) => {
    const [problem] = checkFiles(files.slice(0, 1), SINGLE_IMAGE_RULES);
    setErrors((e) => ({ ...e, file: problem }));
    setFile(problem ? null : (files[0] ?? null));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (status === null) next.status = WALLPAPER_MESSAGES.status;
    if (!wallpaper && !file) next.file = errors.file ?? WALLPAPER_MESSAGES.imageRequired;
    setErrors(next);
    if (next.status || next.file) return;
    save.mutate(
      { wallpaperId: wallpaper?.wallpaperId, status: Number(status), file },
      {
        onSuccess: () => {
          toastSuccess(wallpaper ? WALLPAPER_LIST_MESSAGES.updated : WALLPAPER_LIST_MESSAGES.created);
          onClose();
        },
        onError: (error) =>
          applyServerIssues(error, (path, message) =>
            setErrors((e) => ({ ...e, [path === 'status' ? 'status' : 'file']: message })),
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Status"
          withAsterisk
          data={STATUS_DATA}
          value={status}
          onChange={setStatus}
          error={errors.status}
        />
        <Input.Wrapper
          label="Image"
          withAsterisk={!wallpaper}
          error={errors.file}
          description="JPG, PNG or GIF, at most 10MB"
        >
          <Dropzone
            mt={6}
            onDrop={pick}
            onReject={(rejections) => pick(rejections.map((r) => r.file))}
            accept={ACCEPT}
            maxFiles={1}
            multiple={false}
            // Larger files are refused by our own check, with the spec's message.
            maxSize={Number.POSITIVE_INFINITY}
            aria-label="Upload wallpaper image"
            inputProps={{ 'aria-label': 'Wallpaper image file' }}
          >
            <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={40} stroke={1.5} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={40} stroke={1.5} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={40} stroke={1.5} />
              </Dropzone.Idle>
              <Stack gap={2}>
                <Text size="sm">Drag an image here or click to select one</Text>
                <Text size="xs" c="dimmed">
                  {file
                    ? `${file.name} · ${formatMegabytes(file.size)}`
                    : `Up to ${formatMegabytes(IMAGE_FILES.maxBytes)}`}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
        </Input.Wrapper>
        {wallpaper && !file && (
          <Group gap="sm">
            <WallpaperThumbnail filePath={wallpaper.filePath} alt={wallpaper.fileName} />
            <Text size="sm" c="dimmed">
              Current image: {wallpaper.fileName} · {formatMegabytes(wallpaper.fileSize)}
            </Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {wallpaper ? 'Save Changes' : 'Add Wallpaper'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
