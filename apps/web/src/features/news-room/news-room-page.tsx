import { FIXED_PAGE_SIZE, formatMediumDate, NEWS_MESSAGES, splitTags } from '@aml/contracts';
import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPager } from '../../components/list-pager';
import { useNewsRoomPosts } from './api/get-news-room-posts';
import { NewsRoomLayout } from './components/news-room-layout';

/** /news: the public News Room opened from the login page (issue 5): Active articles, newest first. */
export function NewsRoomPage() {
  const [page, setPage] = useState(1);
  const posts = useNewsRoomPosts(page);
  const total = posts.data?.totalCount ?? 0;
  return (
    <NewsRoomLayout>
      <Stack gap="lg">
        <Title order={1}>News Room</Title>
        {posts.isPending && <Loader aria-label="Loading" />}
        {posts.isError && (
          <Alert color="red" role="alert">
            {NEWS_MESSAGES.fetchFailed}
          </Alert>
        )}
        {posts.data && total === 0 && <Text c="dimmed">{NEWS_MESSAGES.newsRoomEmpty}</Text>}
        {posts.data?.posts.map((post) => (
          <Card key={post.blogPostId} withBorder radius="md" padding="lg" component="article">
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {formatMediumDate(post.createdDate)}
              </Text>
              <Title order={2} size="h3">
                <Anchor component={Link} to={`/news/${post.blogPostId}`} c="inherit" fz="inherit" fw="inherit">
                  {post.title}
                </Anchor>
              </Title>
              {post.summary && <Text>{post.summary}</Text>}
              <Group gap={4}>
                {splitTags(post.tags).map((tag) => (
                  <Badge key={tag} variant="outline" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
              <Anchor component={Link} to={`/news/${post.blogPostId}`} size="sm" aria-label={`Read ${post.title}`}>
                Read more
              </Anchor>
            </Stack>
          </Card>
        ))}
        {total > 0 && <ListPager page={page} pageSize={FIXED_PAGE_SIZE} total={total} onPageChange={setPage} />}
      </Stack>
    </NewsRoomLayout>
  );
}
