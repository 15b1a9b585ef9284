import { Group, Radio, RadioCard, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import classes from './choice-cards.module.css';

export interface ChoiceCard<V extends string> {
  value: V;
  title: string;
  /** A line under the title, where the spec gives one. */
  text?: string;
  icon: ComponentType<{ size?: number }>;
}

export interface ChoiceCardsProps<V extends string> {
  /** The question above the cards ('Choose Customer Type'); also the radio group's accessible name. */
  heading: string;
  cards: readonly ChoiceCard<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * Selectable cards that choose what the page shows below them (spec 2 §2.1 customer type, §2.4 entry
 * type): one radio group, so it is one stop in the tab order and the arrow keys move between the cards.
 */
export function ChoiceCards<V extends string>({ heading, cards, value, onChange }: ChoiceCardsProps<V>) {
  return (
    <Radio.Group
      // The heading is the group's label, so the radio group is announced by the question.
      label={
        <Title order={2} size="h4">
          {heading}
        </Title>
      }
      labelProps={{ mb: 'sm' }}
      value={value}
      onChange={(next) => onChange(next as V)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={760}>
        {cards.map((card) => (
          <RadioCard
            key={card.value}
            value={card.value}
            className={classes.card}
            radius="md"
            p="md"
            tabIndex={card.value === value ? 0 : -1}
          >
            <Group wrap="nowrap" align={card.text ? 'flex-start' : 'center'} gap="md">
              <Radio.Indicator mt={card.text ? 2 : 0} />
              <ThemeIcon variant={card.value === value ? 'filled' : 'light'} size={40} radius="md" aria-hidden>
                <card.icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{card.title}</Text>
                {card.text && (
                  <Text size="sm" c="dimmed">
                    {card.text}
                  </Text>
                )}
              </div>
            </Group>
          </RadioCard>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
