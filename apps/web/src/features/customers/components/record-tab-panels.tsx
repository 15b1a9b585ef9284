import type { CorporatePartner, CustomerFile } from '@aml/contracts';
import { Tabs } from '@mantine/core';
import { DocumentsTab } from './documents-tab';
import { RiskDetailsTab } from './risk-details-tab';
import { SanctionDetailsTab } from './sanction-details-tab';

interface RecordTabPanelsProps {
  customer: { status: string; riskDetails: string | null; pendingReason: string | null; files: CustomerFile[] };
  /** A corporate customer's partners: the Sanction tab groups their hits by person. */
  partners?: CorporatePartner[];
}

/** The Documents, Risk Details and Sanction Details panels both kinds of customer end with (spec 2 §2.10). */
export function RecordTabPanels({ customer, partners }: RecordTabPanelsProps) {
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
    </>
  );
}
