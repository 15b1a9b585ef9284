import type { CustomerFilter } from '@aml/contracts';
import { Button, Group } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useDownloadBulkReport } from '../api/download-bulk-report';
import { useExportCustomersCsv } from '../api/export-customers-csv';

/** Spec 2 §9.6: the CSV of the current filter (every page) and the bulk PDF report, both made on the server. */
export function ExportButtons({ filter, disabled }: { filter: CustomerFilter; disabled: boolean }) {
  const csv = useExportCustomersCsv();
  const pdf = useDownloadBulkReport();
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={csv.isPending}
        disabled={disabled}
        onClick={() => csv.mutate(filter)}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypePdf size={16} />}
        loading={pdf.isPending}
        disabled={disabled}
        onClick={() => pdf.mutate(filter)}
      >
        Download PDF
      </Button>
    </Group>
  );
}
