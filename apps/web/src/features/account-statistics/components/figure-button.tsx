import type { StatisticsFigure } from '@aml/contracts';
import { Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { percentText, readableColor } from '../statistics-display';
import classes from './figure-button.module.css';

/** A summary card (spec 1 §2.6): its title, its figure and share; a click opens the dialog of its users. */
export function SummaryCard({
  title,
  figure,
  icon,
  color,
  detail,
  onOpen,
}: {
  title: string;
  figure: StatisticsFigure;
  icon: ReactNode;
  color: string;
  detail?: string;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton className={classes.card} onClick={onOpen} aria-haspopup="dialog">
      <Paper withBorder radius="md" p="md" h="100%" className={classes.surface}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={500}>
              {title}
            </Text>
            <Group gap="xs" align="baseline">
              <Text fz={28} fw={700} lh={1.1}>
                {figure.count}
              </Text>
              {figure.percent !== null && (
                <Text size="sm" fw={600} c={readableColor(color)}>
                  {percentText(figure.percent)}
                </Text>
              )}
            </Group>
            {detail && (
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            )}
          </Stack>
          <Text c={color} aria-hidden lh={0}>
            {icon}
          </Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** One row of a figure list (Risk Assessment, Ongoing Monitoring Requirements, chart legends). */
export function FigureRow({
  figure,
  color,
  withBar = true,
  onOpen,
}: {
  figure: StatisticsFigure;
  color: string;
  /** The share as a bar (the lists); a chart's legend leaves the picture to the chart. */
  withBar?: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton className={classes.row} onClick={onOpen} aria-haspopup="dialog">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{ background: `var(--mantine-color-${color.replace('.', '-')})` }}
            />
            <Text size="sm" fw={500}>
              {figure.label}
            </Text>
          </Group>
          <Text size="sm" fw={600}>
            {figure.count}
            {figure.percent !== null && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                ({percentText(figure.percent)})
              </Text>
            )}
          </Text>
        </Group>
        {withBar && figure.percent !== null && <Progress value={figure.percent} color={color} size="sm" aria-hidden />}
      </Stack>
    </UnstyledButton>
  );
}
