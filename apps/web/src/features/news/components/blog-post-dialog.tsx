import {
  BLOG_STATUS_OPTIONS,
  type BlogFormInput,
  type BlogPost,
  blogFormSchema,
  DEFAULT_BLOG_STATUS,
} from '@aml/contracts';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveBlogPost } from '../api/save-blog-post';
import { ArticleEditor } from './article-editor';

export interface BlogPostDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The post being edited, or null for Create Post. */
  post: BlogPost | null;
}

const STATUS_DATA = BLOG_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** Spec 1 §2.9: the create/edit dialog with the rich-text editor. */
export function BlogPostDialog({ opened, onClose, post }: BlogPostDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={post ? 'Edit Post' : 'Create Post'} size="xl" centered>
      {opened && <BlogPostForm key={post?.blogPostId ?? 'new'} post={post} onClose={onClose} />}
    </Modal>
  );
}

function BlogPostForm({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  const save = useSaveBlogPost();
  const form = useForm<BlogFormInput>({
    mode: 'controlled',
    initialValues: {
      title: post?.title ?? '',
      summary: post?.summary ?? '',
      body: post?.body ?? '',
      tags: post?.tags ?? '',
      // Spec 1 §4: new posts default to Active.
      status: post?.status ?? DEFAULT_BLOG_STATUS,
    },
    validate: zod4Resolver(blogFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(
      { blogPostId: post?.blogPostId, values },
      {
        onSuccess: (result) => {
          toastSuccess(result.message);
          onClose();
        },
        onError: (error) => applyServerIssues(error, form.setFieldError),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" withAsterisk key={form.key('title')} {...form.getInputProps('title')} />
        <Textarea label="Summary" autosize minRows={2} key={form.key('summary')} {...form.getInputProps('summary')} />
        <ArticleEditor
          label="Content"
          value={form.values.body ?? ''}
          onChange={(html) => form.setFieldValue('body', html)}
          error={typeof form.errors.body === 'string' ? form.errors.body : null}
        />
        <TextInput
          label="Tags"
          description="Separate tags with commas"
          placeholder="gold, aml, regulation"
          key={form.key('tags')}
          {...form.getInputProps('tags')}
        />
        <Select
          label="Status"
          withAsterisk
          data={STATUS_DATA}
          allowDeselect={false}
          value={String(form.values.status ?? DEFAULT_BLOG_STATUS)}
          onChange={(value) => form.setFieldValue('status', Number(value))}
          error={form.errors.status}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {post ? 'Update Post' : 'Create Post'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
