import { Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * 1: a screen of its own, under the shell (batch screening: h1). 2: a child of the Quick Onboarding hub, whose
 * h1 stands above it (the onboarding batches: h2). The screen's sections are one level below.
 */
export type ScreenLevel = 1 | 2;

export const sectionOrder = (level: ScreenLevel) => (level + 1) as 2 | 3;

/** The frame of a batch screen: its title (with the actions beside it) and its body. */
export function BatchScreen({
  title,
  level,
  actions,
  children,
}: {
  title: string;
  level: ScreenLevel;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={level} size={level === 1 ? 'h2' : 'h3'} id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
