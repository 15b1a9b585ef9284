import {
  type DpmsrReportInput,
  dpmsrReportSchema,
  ITEM_TYPE_OPTIONS,
  isDpmsrEligible,
  TRANSACTION_TYPE_OPTIONS,
} from '@aml/contracts';
import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { SectionCard } from '../../../components/field-list';
import type { ReportingTenant } from '../use-reporting-tenant';
import { DpmsrCurrencySelect } from './dpmsr-form-currency';
import { type DpmsrCustomerChoice, DpmsrSelectedCustomer, useDpmsrCustomers } from './dpmsr-form-customer';
import type { DpmsrFormApi } from './dpmsr-form-state';
import { DpmsrTenantSection } from './dpmsr-form-tenant';

/** The amount and currencies the eligibility rule reads, from what the form holds now (spec 3 §5). */
export function isFormEligible(values: DpmsrReportInput): boolean {
  const amount = values.estimatedValue;
  return isDpmsrEligible({
    currencyCode: values.currencyCode,
    currencyCodeLocal: values.currencyCodeLocal,
    estimatedValue: typeof amount === 'number' ? amount : null,
  });
}

/** An amount typed but below the threshold (an empty amount is the required message's business). */
function blocksAsNotEligible(values: DpmsrReportInput): boolean {
  const amount = values.estimatedValue;
  return typeof amount === 'number' && amount >= 0 && !isFormEligible(values);
}

export interface DpmsrFormProps {
  form: DpmsrFormApi;
  /** The form's accessible name (the page title). */
  label: string;
  reporting: ReportingTenant;
  /** The report's embedded customer on edit, so the summary shows even if the lists no longer hold it. */
  embeddedCustomer?: DpmsrCustomerChoice;
  /** Valid and eligible: the values as the contract schema cleaned them (the request body). */
  onValid: (body: DpmsrReportInput) => void;
  /** Spec 3 §5: below AED 55,000 nothing is sent; the page shows 'Transaction Not Eligible'. */
  onNotEligible: () => void;
  /** Shown above the buttons (the XML refusal). */
  notice?: ReactNode;
  actions: ReactNode;
}

/** Notes go under the input, so a marked field's input stays level with its neighbours. */
const NOTE_BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

/**
 * The create and edit DPMSR form (spec 3 §2): Customer Selection, Selected Customer, Personal Information
 * and DPMSR Report Details, validated by dpmsrReportSchema. Mind the swapped labels (spec 3 §3): estimatedValue
 * is 'Disposed Value' and disposedValue is 'Estimated Value'.
 */
export function DpmsrForm({
  form,
  label,
  reporting,
  embeddedCustomer,
  onValid,
  onNotEligible,
  notice,
  actions,
}: DpmsrFormProps) {
  const topRef = useRef<HTMLFormElement>(null);
  const customers = useDpmsrCustomers(form, embeddedCustomer);

  const handleSubmit = form.onSubmit(
    (values) => {
      const parsed = dpmsrReportSchema.safeParse(values);
      if (!parsed.success) return;
      onValid(parsed.data);
    },
    () => {
      // The schema puts the not-eligible text on the amount as well; the spec's dialog says it.
      if (blocksAsNotEligible(form.getValues())) onNotEligible();
      else requestAnimationFrame(() => topRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  );

  return (
    <form ref={topRef} onSubmit={handleSubmit} noValidate aria-label={label}>
      <Stack gap="lg">
        {customers.section}
        <DpmsrSelectedCustomer chosen={customers.chosen} />
        <DpmsrTenantSection reporting={reporting} />
        <SectionCard title="DPMSR Report Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="Entity Reference" withAsterisk {...form.getInputProps('entityReference')} />
            <Select
              label="Transaction Type"
              withAsterisk
              allowDeselect={false}
              data={TRANSACTION_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
              {...form.getInputProps('transactionType')}
            />
            <Select
              label="Item Type"
              withAsterisk
              placeholder="Select an item type"
              data={ITEM_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
              {...form.getInputProps('itemType')}
              // Mantine's Select clears its shown label only for null: '' (the form's empty value) would keep it.
              value={form.getValues().itemType || null}
              onChange={(value) => form.setFieldValue('itemType', value ?? '')}
            />
            <TextInput label="Item Make" {...form.getInputProps('itemMake')} />
            {/* Spec 3 §3: estimatedValue is labelled Disposed Value. */}
            <NumberInput
              label="Disposed Value"
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
              inputWrapperOrder={NOTE_BELOW}
              {...form.getInputProps('estimatedValue')}
            />
            {/* Spec 3 §3: disposedValue is labelled Estimated Value. */}
            <NumberInput
              label="Estimated Value"
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
              inputWrapperOrder={NOTE_BELOW}
              {...form.getInputProps('disposedValue')}
            />
            <DpmsrCurrencySelect
              label="Currency"
              {...form.getInputProps('currencyCode')}
              onChange={(value) => form.setFieldValue('currencyCode', value ?? '')}
            />
            <DpmsrCurrencySelect
              label="Local Currency"
              {...form.getInputProps('currencyCodeLocal')}
              onChange={(value) => form.setFieldValue('currencyCodeLocal', value ?? '')}
            />
            <TextInput label="Registration Number" {...form.getInputProps('registrationNumber')} />
            <TextInput label="Identification Number" {...form.getInputProps('identificationNumber')} />
          </SimpleGrid>
          <Textarea label="Description" withAsterisk minRows={3} {...form.getInputProps('description')} />
          <Textarea label="Reason" minRows={2} {...form.getInputProps('reason')} />
          <Textarea label="Comments" minRows={2} {...form.getInputProps('comments')} />
          <Textarea label="Status Comments" withAsterisk minRows={2} {...form.getInputProps('statusComments')} />
        </SectionCard>
        {notice}
        {actions}
      </Stack>
    </form>
  );
}
