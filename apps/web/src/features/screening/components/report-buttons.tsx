import type { ScanReportType } from '@aml/contracts';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

export interface ReportButtonsProps {
  /** Added to each button's accessible name: ' for row 12' (the visible label stays first, WCAG 2.5.3). */
  subject?: string;
  /** Spec 3 §4 step 7: every report button is off while a report is generating. */
  disabled: boolean;
  /** The report of this pair being generated, shown as the spinning one. */
  pendingType: ScanReportType | null;
  onReport: (reportType: ScanReportType) => void;
  size?: 'xs' | 'sm';
}

const LABELS: Record<ScanReportType, string> = { summarized: 'Summarized Report', complete: 'Complete Report' };

/** Spec 3 §2: the Summarized and Complete PDF report buttons (a quick screening, a whole batch, one batch record). */
export function ReportButtons({ subject, disabled, pendingType, onReport, size = 'sm' }: ReportButtonsProps) {
  return (
    <Group gap="xs" wrap="wrap">
      {(['summarized', 'complete'] as const).map((reportType) => (
        <Button
          key={reportType}
          variant="default"
          size={size}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          disabled={disabled && pendingType !== reportType}
          loading={pendingType === reportType}
          onClick={() => onReport(reportType)}
          aria-label={subject ? `${LABELS[reportType]} ${subject}` : undefined}
        >
          {LABELS[reportType]}
        </Button>
      ))}
    </Group>
  );
}
