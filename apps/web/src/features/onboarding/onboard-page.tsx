import { Group, Radio, RadioCard, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconUser } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { CorporateForm } from './components/corporate-form';
import { IndividualForm } from './components/individual-form';
import classes from './onboard-page.module.css';

type CustomerType = 'individual' | 'corporate';

const CARDS: readonly { value: CustomerType; title: string; text: string; icon: ComponentType<{ size?: number }> }[] = [
  { value: 'individual', title: 'Individual', text: 'For personal customers or sole proprietors.', icon: IconUser },
  {
    value: 'corporate',
    title: 'Corporate',
    text: 'For businesses, organizations, or entities.',
    icon: IconBuildingSkyscraper,
  },
];

/** Spec 2 §2.1: /dashboard/onboard — choose the kind of customer, then fill its form below. */
export function OnboardPage() {
  const [type, setType] = useState<CustomerType>('individual');
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Customer Onboarding
        </Title>
        <Radio.Group
          // The heading is the group's label, so the radio group is announced as 'Choose Customer Type'.
          label={
            <Title order={2} size="h4">
              Choose Customer Type
            </Title>
          }
          labelProps={{ mb: 'sm' }}
          value={type}
          onChange={(value) => setType(value as CustomerType)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={760}>
            {CARDS.map((card) => (
              <RadioCard
                key={card.value}
                value={card.value}
                className={classes.card}
                radius="md"
                p="md"
                // One stop in the tab order, as for any radio group; the arrow keys move between the cards.
                tabIndex={card.value === type ? 0 : -1}
              >
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Radio.Indicator mt={2} />
                  <ThemeIcon variant={card.value === type ? 'filled' : 'light'} size={40} radius="md" aria-hidden>
                    <card.icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{card.title}</Text>
                    <Text size="sm" c="dimmed">
                      {card.text}
                    </Text>
                  </div>
                </Group>
              </RadioCard>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
      {type === 'individual' ? <IndividualForm mode="new" /> : <CorporateForm mode="new" />}
    </Stack>
  );
}
