import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * One titled section of the onboarding forms (spec 2 §2.2, §2.3). A labelled group, so a screen reader
 * announces the section (two are called 'Additional Information') when focus enters it.
 */
export function FormSection({ title, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
