import type { CorporatePartner, CustomerFile, CustomerKind } from '@aml/contracts';
import { Tabs } from '@mantine/core';
import { DocumentsTab } from './documents-tab';
import { MonitoringAlertsTab } from './monitoring-alerts-tab';
import { RiskDetailsTab } from './risk-details-tab';
import { SanctionDetailsTab } from './sanction-details-tab';

interface RecordTabPanelsProps {
  /** Which customer: the Monitoring tab loads its alerts by kind and id. */
  subject: { kind: CustomerKind; id: string };
  customer: { status: string; riskDetails: string | null; pendingReason: string | null; files: CustomerFile[] };
  /** A corporate customer's partners: the Sanction tab groups their hits by person. */
  partners?: CorporatePartner[];
}

/**
 * The Documents, Risk Details and Sanction Details panels both kinds of customer end with (spec 2 §2.10),
 * and issue 17's Monitoring.
 */
export function RecordTabPanels({ subject, customer, partners }: RecordTabPanelsProps) {
  return (
    <>
      <Tabs.Panel value="documents" pt="md">
        <DocumentsTab files={customer.files} />
      </Tabs.Panel>
      <Tabs.Panel value="risk" pt="md">
        <RiskDetailsTab
          status={customer.status}
          riskDetails={customer.riskDetails}
          pendingReason={customer.pendingReason}
        />
      </Tabs.Panel>
      <Tabs.Panel value="sanction" pt="md">
        <SanctionDetailsTab
          status={customer.status}
          riskDetails={customer.riskDetails}
          pendingReason={customer.pendingReason}
          {...(partners ? { partners } : {})}
        />
      </Tabs.Panel>
      <Tabs.Panel value="monitoring" pt="md">
        <MonitoringAlertsTab kind={subject.kind} id={subject.id} />
      </Tabs.Panel>
    </>
  );
}
