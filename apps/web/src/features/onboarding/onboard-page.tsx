import { Stack, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { type ChoiceCard, ChoiceCards } from './components/choice-cards';
import { CorporateForm } from './components/corporate-form';
import { IndividualForm } from './components/individual-form';

type CustomerType = 'individual' | 'corporate';

const CARDS: readonly ChoiceCard<CustomerType>[] = [
  { value: 'individual', title: 'Individual', text: 'For personal customers or sole proprietors.', icon: IconUser },
  {
    value: 'corporate',
    title: 'Corporate',
    text: 'For businesses, organizations, or entities.',
    icon: IconBuildingSkyscraper,
  },
];

/** Spec 2 §2.1: /dashboard/onboard — choose the kind of customer, then fill its form below. */
export function OnboardPage() {
  const [type, setType] = useState<CustomerType>('individual');
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Customer Onboarding
        </Title>
        <ChoiceCards heading="Choose Customer Type" cards={CARDS} value={type} onChange={setType} />
      </Stack>
      {type === 'individual' ? <IndividualForm mode="new" /> : <CorporateForm mode="new" />}
    </Stack>
  );
}
