import { Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUser } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { type ChoiceCard, ChoiceCards } from './components/choice-cards';
import { QuickOnboardForm } from './components/quick-onboard-form';

/** Spec 2 §2.4: the hub's modes, each from its path. */
type EntryMode = 'single' | 'batch' | 'corporate-batch';

export const QUICK_ONBOARD_PATH = '/dashboard/quick-onboard';
const ENTRY_PATHS: Record<EntryMode, string> = {
  single: `${QUICK_ONBOARD_PATH}/single-onboard`,
  batch: `${QUICK_ONBOARD_PATH}/batch-onboard`,
  'corporate-batch': `${QUICK_ONBOARD_PATH}/corporate-batch`,
};

/** Spec 2 §2.4: the corporate batch entry is hidden from the hub (reached by its own path). */
const CARDS: readonly ChoiceCard<EntryMode>[] = [
  { value: 'single', title: 'Individual Single Entry', icon: IconUser },
  { value: 'batch', title: 'Individual Batch Entry', icon: IconFileSpreadsheet },
];

/**
 * Spec 2 §2.4: the mode comes from the path. The hub itself and single-onboard are single entry;
 * batch-onboard and its results are batch, corporate-batch and its results corporate batch.
 */
export function entryModeOf(pathname: string): EntryMode {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith(ENTRY_PATHS['corporate-batch'])) return 'corporate-batch';
  if (path.startsWith(ENTRY_PATHS.batch)) return 'batch';
  return 'single';
}

/**
 * Spec 2 §2.4: /dashboard/quick-onboard — choose single or batch entry. Single entry (the default, also
 * /single-onboard) shows its form below the cards; the batch screens are the child routes' own.
 */
export function QuickOnboardPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = entryModeOf(pathname);
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Quick Onboarding
        </Title>
        <ChoiceCards
          heading="Choose Entry Type"
          cards={CARDS}
          value={mode}
          onChange={(next) => navigate(ENTRY_PATHS[next])}
        />
      </Stack>
      {mode === 'single' ? <QuickOnboardForm /> : <Outlet />}
    </Stack>
  );
}
