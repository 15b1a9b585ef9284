import { DPMSR_MESSAGES, DPMSR_TEXTS, type DpmsrXmlProblem } from '@aml/contracts';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Spec 3 §2, §5: the dialog that blocks submit, update and XML generation below AED 55,000. */
export function DpmsrNotEligibleDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Transaction Not Eligible" centered>
      <Stack gap="md">
        <Text size="sm">{DPMSR_MESSAGES.notEligible}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ProblemLinks {
  /** The report's own id: report fields are fixed on its edit screen. */
  reportId: string;
  customerId: string;
}

/** Where a problem outside the form is fixed: the profile, or the customer's edit screen. */
function fixLink(problem: DpmsrXmlProblem, links: ProblemLinks): { to: string; label: string } | null {
  if (problem.field.startsWith('tenant.')) return { to: '/dashboard/profileinfo', label: 'Go to Profile Information' };
  const customer = problem.field.startsWith('report.individualUser')
    ? 'individual'
    : problem.field.startsWith('report.corporateUser')
      ? 'corporate'
      : null;
  if (customer) {
    const id = encodeURIComponent(links.customerId);
    return { to: `/dashboard/edituser?type=${customer}&id=${id}`, label: 'Edit customer' };
  }
  if (problem.field.startsWith('report.')) {
    return { to: `/dashboard/dpmsr/edit/${encodeURIComponent(links.reportId)}`, label: 'Edit report' };
  }
  return null;
}

/** The form field a problem names ('report.description' → 'description'), when it is one of the form's. */
export function problemFormField(problem: DpmsrXmlProblem, fields: ReadonlySet<string>): string | null {
  const match = /^report\.([A-Za-z]+)$/.exec(problem.field);
  return match?.[1] && fields.has(match[1]) ? match[1] : null;
}

/** The 422 DPMSR_INCOMPLETE answer: every field to complete, grouped by section, each with where to fix it. */
export function DpmsrIncompleteAlert({
  problems,
  links,
  onClose,
}: {
  problems: readonly DpmsrXmlProblem[];
  links: ProblemLinks;
  onClose: () => void;
}) {
  const sections = new Map<string, DpmsrXmlProblem[]>();
  for (const problem of problems) sections.set(problem.section, [...(sections.get(problem.section) ?? []), problem]);
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title="XML not generated"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{DPMSR_TEXTS.incomplete}</Text>
        {[...sections].map(([section, list]) => (
          <Stack key={section} gap={4} component="section" aria-label={section}>
            <Text size="sm" fw={600}>
              {section}
            </Text>
            <List size="sm" spacing={4}>
              {list.map((problem) => {
                const link = fixLink(problem, links);
                return (
                  <List.Item key={`${problem.field}:${problem.kind}`}>
                    {problem.message}
                    {link ? (
                      <>
                        {' '}
                        <Anchor component={Link} to={link.to} size="sm" aria-label={`${link.label}: ${problem.label}`}>
                          {link.label}
                        </Anchor>
                      </>
                    ) : null}
                  </List.Item>
                );
              })}
            </List>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
