import { formatMediumDate, NEWS_MESSAGES, splitTags } from '@aml/contracts';
import { Alert, Anchor, Badge, Group, Image, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useNewsRoomArticle } from './api/get-news-room-article';
import { NewsRoomLayout } from './components/news-room-layout';

/** /news/:id: one Active article, readable without signing in. */
export function NewsArticlePage() {
  const { id = '' } = useParams();
  const article = useNewsRoomArticle(id);
  const notFound = article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400);
  return (
    <NewsRoomLayout>
      <Stack gap="lg">
        <Anchor component={Link} to="/news" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} /> News Room
          </Group>
        </Anchor>
        {article.isPending && <Loader aria-label="Loading" />}
        {article.isError && (
          <Alert color={notFound ? 'gray' : 'red'} role="alert">
            {notFound ? NEWS_MESSAGES.articleNotFound : NEWS_MESSAGES.fetchFailed}
          </Alert>
        )}
        {article.data && (
          <Stack gap="md" component="article">
            <Title order={1}>{article.data.title}</Title>
            <Text size="sm" c="dimmed">
              {formatMediumDate(article.data.createdDate)}
            </Text>
            <Group gap={4}>
              {splitTags(article.data.tags).map((tag) => (
                <Badge key={tag} variant="outline" size="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
            {article.data.summary && (
              <Text size="lg" fw={500}>
                {article.data.summary}
              </Text>
            )}
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML when it was written (sanitize-html allow-list), and the CSP forbids inline scripts besides. */}
              <div dangerouslySetInnerHTML={{ __html: article.data.body }} />
            </Typography>
            {article.data.files.map((file) => (
              <Image key={file.url} src={file.url} alt={file.filename} radius="md" />
            ))}
          </Stack>
        )}
      </Stack>
    </NewsRoomLayout>
  );
}
