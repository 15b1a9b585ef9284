import type { MonitoringAlert, MonitoringRun, MonitoringRunPage } from '@aml/contracts';

/** One monitoring run as GET /api/monitoring/runs answers it: a completed run after a list update. */
export function buildMonitoringRun(overrides: Partial<MonitoringRun> = {}): MonitoringRun {
  return {
    id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    trigger: 'OnGoingListUpdate',
    listName: 'OFAC SDN',
    listVersion: '2024-05-03 #3',
    importedAt: '2024-05-03T06:00:00.000Z',
    delta: { added: 12, removed: 3, changed: 7 },
    status: 'completed',
    startedAt: '2024-05-03T06:01:00.000Z',
    finishedAt: '2024-05-03T06:04:30.000Z',
    customersChecked: 1250,
    partnersChecked: 310,
    alertsRaised: 2,
    hitsRemoved: 1,
    ...overrides,
  };
}

export function buildMonitoringRunPage(
  items: MonitoringRun[],
  overrides: Partial<Omit<MonitoringRunPage, 'items'>> = {},
): MonitoringRunPage {
  const pageSize = overrides.pageSize ?? 10;
  const total = overrides.total ?? items.length;
  return { items, total, page: 1, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), ...overrides };
}

/** One alert of a customer as GET /api/monitoring/alerts/{kind}/{id} answers it: a new, undecided hit. */
export function buildMonitoringAlert(overrides: Partial<MonitoringAlert> = {}): MonitoringAlert {
  return {
    id: 'alert-1',
    runId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    trigger: 'OnGoingListUpdate',
    kind: 'new-hit',
    subjectName: 'Mohammed Abdullah Al-Khayali',
    subject: 'customer',
    sourceType: 'OFAC SDN',
    sourceId: '35096',
    entryName: 'AL-KHAYALI, Mohammed Abdullah',
    listVersion: '2024-05-03 #3',
    reason: 'New listing on OFAC SDN 2024-05-03 #3: AL-KHAYALI, Mohammed Abdullah (35096), matched at 97',
    changes: [],
    score: 97,
    statusBefore: 'Onboarded',
    statusAfter: 'Alerted',
    raisedAt: '2024-05-03T06:02:00.000Z',
    decidedAt: null,
    decision: null,
    ...overrides,
  };
}
