import { BLOG_STATUS_OPTIONS, type BlogPost, NEWS_MESSAGES } from '@aml/contracts';
import { Button, Popover, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toast';
import { useSetBlogPostStatus } from '../api/set-blog-post-status';

/** Spec 1 §2.9: any status can be set from any other; the current one is disabled. */
export function StatusPopover({ post }: { post: BlogPost }) {
  const [opened, setOpened] = useState(false);
  const setStatus = useSetBlogPostStatus();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          rightSection={<IconChevronDown size={14} />}
          onClick={() => setOpened((o) => !o)}
          loading={setStatus.isPending}
          aria-label={`Change status of ${post.title}`}
        >
          Status
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          {BLOG_STATUS_OPTIONS.map((option) => (
            <Button
              key={option.value}
              size="compact-sm"
              variant="subtle"
              justify="flex-start"
              disabled={option.value === post.status}
              onClick={() =>
                setStatus.mutate(
                  { blogPostId: post.blogPostId, status: option.value },
                  {
                    onSuccess: () => {
                      toastSuccess(NEWS_MESSAGES.statusUpdated);
                      setOpened(false);
                    },
                  },
                )
              }
            >
              {option.label}
            </Button>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
