import {
  ADVERSE_SEARCH_TYPE_OPTIONS,
  type AdverseSearchType,
  adverseSearchName,
  adverseSearchUrl,
} from '@aml/contracts';
import { Button, Container, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

/**
 * Spec 3 §2, §7: /dashboard/adverseSearch — no product API; the query is opened as a public web search in
 * a new tab. Submit is disabled while the name is empty (a name of only quotes or spaces is empty too).
 */
export function AdverseSearchPage() {
  const [name, setName] = useState('');
  const [type, setType] = useState<AdverseSearchType>('exact');
  const searchable = adverseSearchName(name) !== '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!searchable) return;
    // noopener: the search engine's page gets no handle on this signed-in tab.
    window.open(adverseSearchUrl(name, type), '_blank', 'noopener');
  };

  return (
    <Container size={640} px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Adverse Search
        </Title>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <form onSubmit={handleSubmit} noValidate aria-label="Adverse Search">
            <Stack gap="md">
              <TextInput
                label="Full Name"
                required
                autoComplete="off"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Radio.Group label="Search Type" value={type} onChange={(value) => setType(value as AdverseSearchType)}>
                <Stack gap="xs" mt="xs">
                  {ADVERSE_SEARCH_TYPE_OPTIONS.map((option) => (
                    <Radio
                      key={option.value}
                      value={option.value}
                      label={option.label}
                      description={option.description}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Text size="xs" c="dimmed">
                The search opens in a new tab on a public search engine; nothing is sent to this application.
              </Text>
              <Group justify="flex-end">
                <Button type="submit" disabled={!searchable} leftSection={<IconExternalLink size={18} />}>
                  Search
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
