import 'mantine-datatable/styles.layer.css';
import {
  BLOG_STATUS_OPTIONS,
  type BlogPost,
  FIXED_PAGE_SIZE,
  NEWS_MESSAGES,
  summaryPreview,
  visibleTags,
} from '@aml/contracts';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateCell } from '../../components/date-cell';
import { ListPager } from '../../components/list-pager';
import { fromDesktop, fromSmallTablet } from '../../components/responsive-columns';
import { RowAction } from '../../components/row-action';
import { toastSuccess } from '../../lib/toast';
import { useDeleteBlogPost } from './api/delete-blog-post';
import { useBlogPosts } from './api/get-blog-posts';
import { BlogPostDialog } from './components/blog-post-dialog';
import { BlogStatusBadge } from './components/blog-status-badge';
import { StatusPopover } from './components/status-popover';

const FILTER_DATA = [
  { value: 'all', label: 'All statuses' },
  ...BLOG_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
];

/** Spec 1 §2.9: /dashboard/manage-news. */
export function ManageNewsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const posts = useBlogPosts({ page, status });
  const remove = useDeleteBlogPost();
  const [dialog, setDialog] = useState<{ post: BlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const total = posts.data?.totalCount ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          News and Articles
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ post: null })}>
          Create Post
        </Button>
      </Group>
      <Select
        label="Status"
        data={FILTER_DATA}
        value={status === undefined ? 'all' : String(status)}
        allowDeselect={false}
        onChange={(value) => {
          setStatus(value === 'all' || value === null ? undefined : Number(value));
          setPage(1);
        }}
        maw={220}
      />
      <DataTable<BlogPost>
        withTableBorder
        pinLastColumn
        borderRadius="md"
        minHeight={total === 0 ? 180 : undefined}
        fetching={posts.isFetching}
        records={posts.data?.posts ?? []}
        idAccessor="blogPostId"
        aria-label="Articles"
        noRecordsText={posts.isError ? NEWS_MESSAGES.fetchFailed : NEWS_MESSAGES.empty}
        columns={[
          {
            accessor: 'title',
            title: 'Title',
            render: (post) => (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {post.title}
                </Text>
                {post.summary && (
                  <Text size="xs" c="dimmed">
                    {summaryPreview(post.summary)}
                  </Text>
                )}
                <Group hiddenFrom="sm" gap={4} mt={4}>
                  <BlogStatusBadge status={post.status} />
                </Group>
              </Stack>
            ),
          },
          {
            accessor: 'status',
            title: 'Status',
            visibleMediaQuery: fromSmallTablet,
            render: (post) => <BlogStatusBadge status={post.status} />,
          },
          {
            accessor: 'createdDate',
            title: 'Date',
            visibleMediaQuery: fromDesktop,
            render: (post) => <DateCell value={post.createdDate} />,
          },
          {
            accessor: 'tags',
            title: 'Tags',
            visibleMediaQuery: fromDesktop,
            render: (post) => {
              const { shown, more } = visibleTags(post.tags);
              return (
                <Group gap={4}>
                  {shown.map((tag) => (
                    <Badge key={tag} variant="outline" size="sm">
                      {tag}
                    </Badge>
                  ))}
                  {more && (
                    <Badge variant="filled" color="gray" size="sm">
                      {more}
                    </Badge>
                  )}
                </Group>
              );
            },
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (post) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction
                  tooltip="Edit"
                  label={`Edit ${post.title}`}
                  icon={IconPencil}
                  onClick={() => setDialog({ post })}
                />
                <StatusPopover post={post} />
                <RowAction
                  tooltip="Delete"
                  label={`Delete ${post.title}`}
                  icon={IconTrash}
                  color="red"
                  onClick={() => setDeleting(post)}
                />
              </Group>
            ),
          },
        ]}
      />
      {total > 0 && <ListPager page={page} pageSize={FIXED_PAGE_SIZE} total={total} onPageChange={setPage} />}
      <BlogPostDialog opened={dialog !== null} post={dialog?.post ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Post"
        message={NEWS_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.blogPostId, {
            onSuccess: (result) => {
              toastSuccess(result.message);
              setDeleting(null);
              // The last row of a page gone: show the page before it.
              if ((posts.data?.posts.length ?? 0) === 1 && page > 1) setPage(page - 1);
            },
          });
        }}
      />
    </Stack>
  );
}
