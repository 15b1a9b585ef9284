import { CUSTOMER_LIST_MESSAGES, REVIEW_REMARKS_MAX, type ReviewMode } from '@aml/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { API_MESSAGES, ApiError, SessionEndedError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useReviewDecision } from '../api/use-review-decision';
import { decisionToast, REVIEW_ACTION_LABELS, type ReviewTarget } from '../review-target';

export const DECISION_FAILED = 'The decision could not be saved. Please try again.';

/** What the dialog says when the call fails: the server's reason for a refusal (403, 404, 409 …). */
export function decisionErrorText(error: unknown): string | null {
  if (error instanceof SessionEndedError) return null;
  if (error instanceof ApiError) {
    if (error.status === 0) return API_MESSAGES.network;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return DECISION_FAILED;
}

/** What the decision does, in a sentence (the outcomes of decision 108). */
const OUTCOME_SENTENCE: Record<ReviewMode, (name: string) => string> = {
  approve: (name) => `${name} will be Onboarded.`,
  reject: (name) => `${name} will be Rejected.`,
  falseMatch: (name) =>
    `${name} will be FalseMatchOnboarded: the hits are recorded as false matches and do not flag again while the listed entries stay unchanged.`,
};

/** Dark shades: white text on them passes WCAG AA (axe). */
const CONFIRM_COLORS: Record<ReviewMode, string> = { approve: 'green.8', reject: 'red.8', falseMatch: 'blue.8' };

interface ReviewDialogProps {
  target: ReviewTarget | null;
  onClose: () => void;
}

/**
 * Spec 2 §4.2 and §5.8: every decision is confirmed in a dialog saying 'This action cannot be undone', with
 * optional remarks of at most 500 characters. Unlike the spec, whose failures are only logged, a failure is
 * shown in the dialog, which stays open (issue 12).
 */
export function ReviewDialog({ target, onClose }: ReviewDialogProps) {
  const title = target
    ? `${REVIEW_ACTION_LABELS[target.mode]} ${target.subject.kind === 'partner' ? 'partner ' : ''}${target.subject.name}?`
    : '';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered>
      {target && (
        <ReviewForm
          key={`${target.subject.kind}:${target.subject.id}:${target.mode}`}
          target={target}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ReviewForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const [remarks, setRemarks] = useState('');
  const decision = useReviewDecision();
  const error = decision.isError ? decisionErrorText(decision.error) : null;

  const confirm = () =>
    decision.mutate(
      { target, remarks },
      {
        onSuccess: () => {
          toastSuccess(decisionToast(target));
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm">{OUTCOME_SENTENCE[target.mode](target.subject.name)}</Text>
        <Text size="sm" fw={600}>
          {CUSTOMER_LIST_MESSAGES.cannotUndo}
        </Text>
      </Stack>
      <Textarea
        label="Remarks"
        placeholder="Optional"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={REVIEW_REMARKS_MAX}
        value={remarks}
        onChange={(event) => setRemarks(event.currentTarget.value)}
        description={`${remarks.length}/${REVIEW_REMARKS_MAX} characters`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={decision.isPending}>
          Cancel
        </Button>
        <Button color={CONFIRM_COLORS[target.mode]} onClick={confirm} loading={decision.isPending}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
