import type { StatisticsFigure } from '@aml/contracts';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { chartSummary } from '../statistics-display';
import { FigureRow } from './figure-button';

/**
 * A chart panel: its heading, the drawing (an image to assistive technology, labelled with the figures in
 * words) and a list of the figures, each a button that opens the dialog of its users (the keyboard's way in;
 * a click on a segment or bar does the same).
 */
function ChartPanel({
  title,
  figures,
  colorOf,
  onOpen,
  children,
}: {
  title: string;
  figures: readonly StatisticsFigure[];
  colorOf: (figure: StatisticsFigure) => string;
  onOpen: (figure: StatisticsFigure) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Box role="img" aria-label={chartSummary(title, figures)}>
          {children}
        </Box>
        <Stack gap={2}>
          {figures.map((figure) => (
            <FigureRow
              key={figure.card}
              figure={figure}
              color={colorOf(figure)}
              withBar={false}
              onOpen={() => onOpen(figure)}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** User Type Distribution and Risk Level Distribution (spec 1 §2.6): donuts of the customers. */
export function DistributionChart({
  title,
  figures,
  colorOf,
  onOpen,
}: {
  title: string;
  figures: readonly StatisticsFigure[];
  colorOf: (figure: StatisticsFigure) => string;
  onOpen: (figure: StatisticsFigure) => void;
}) {
  const total = figures.reduce((sum, figure) => sum + figure.count, 0);
  return (
    <ChartPanel title={title} figures={figures} colorOf={colorOf} onOpen={onOpen}>
      {total === 0 ? (
        // No customers: an empty grey ring, so that the panel keeps its shape.
        <DonutChart
          mx="auto"
          size={180}
          thickness={28}
          withTooltip={false}
          chartLabel={0}
          data={[{ name: 'None', value: 1, color: 'gray.4' }]}
        />
      ) : (
        <DonutChart
          mx="auto"
          size={180}
          thickness={28}
          withTooltip
          tooltipDataSource="segment"
          chartLabel={total}
          data={figures
            .filter((figure) => figure.count > 0)
            .map((figure) => ({
              name: figure.label,
              value: figure.count,
              color: colorOf(figure),
            }))}
          cellProps={(cell) => ({
            style: { cursor: 'pointer' },
            onClick: () => {
              const figure = figures.find((entry) => entry.label === cell.name);
              if (figure) onOpen(figure);
            },
          })}
        />
      )}
    </ChartPanel>
  );
}

/** Onboarding Status bar chart (spec 1 §2.6): the customers of each status, in the spec's order. */
export function StatusBarChart({
  title,
  figures,
  onOpen,
}: {
  title: string;
  figures: readonly StatisticsFigure[];
  onOpen: (figure: StatisticsFigure) => void;
}) {
  return (
    <ChartPanel title={title} figures={figures} colorOf={() => 'blue.6'} onOpen={onOpen}>
      <BarChart
        h={220}
        data={figures.map((figure) => ({ status: figure.label, Users: figure.count }))}
        dataKey="status"
        series={[{ name: 'Users', color: 'blue.6' }]}
        tickLine="y"
        gridAxis="x"
        yAxisProps={{ allowDecimals: false }}
        barProps={{
          style: { cursor: 'pointer' },
          onClick: (_data: unknown, index: number) => {
            const figure = figures[index];
            if (figure) onOpen(figure);
          },
        }}
      />
    </ChartPanel>
  );
}
