import {
  ACCOUNT_HOLDING_BANK_NAME_HINT,
  BUSINESS_ACTIVITY_OPTIONS,
  CORPORATE_PAYMENT_MODE_OPTIONS,
  CUSTOMER_TYPE_OPTIONS,
  DELIVERY_CHANNEL_OPTIONS,
  PRODUCT_SOURCE_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
} from '@aml/contracts';
import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CountryMultiSelect, CountrySelect } from '../../../components/country-select';
import type { CorporateFormState } from './corporate-form-state';
import { FormSection } from './form-section';
import { GridGap } from './grid-gap';
import { YesNoField } from './yes-no-field';

interface SectionsProps {
  form: UseFormReturnType<CorporateFormState>;
}

/**
 * Spec 2 §2.3 and §3.5: Operations Information, Product Details and the AML Compliance Questionnaire.
 * The follow-up fields (import/export countries, sister concern country, the other payment mode) appear
 * only with the answer that asks for them; the payload drops them otherwise (toCorporateRegistration).
 */
export function CorporateBusinessSections({ form }: SectionsProps) {
  const { values } = form;
  return (
    <>
      <FormSection title="Operations Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountryMultiSelect
            label="Countries of Operation"
            withAsterisk
            key={form.key('countriesOfOperation')}
            {...form.getInputProps('countriesOfOperation')}
          />
          <Select
            label="Business Activity"
            withAsterisk
            data={BUSINESS_ACTIVITY_OPTIONS}
            key={form.key('businessActivity')}
            {...form.getInputProps('businessActivity')}
          />
          <YesNoField
            label="Dealing with Import/Export"
            withAsterisk
            key={form.key('isDealingWithImportExport')}
            {...form.getInputProps('isDealingWithImportExport')}
          />
          {values.isDealingWithImportExport === 'Yes' ? (
            <CountryMultiSelect
              label="Import/Export Countries"
              withAsterisk
              key={form.key('importExportCountries')}
              {...form.getInputProps('importExportCountries')}
            />
          ) : (
            <GridGap />
          )}
          <YesNoField
            label="Sister Concern/Branch"
            withAsterisk
            key={form.key('hasSisterConcernBranch')}
            {...form.getInputProps('hasSisterConcernBranch')}
          />
          {values.hasSisterConcernBranch === 'Yes' ? (
            <CountrySelect
              label="Sister Concern Country"
              withAsterisk
              key={form.key('sisterConcernCountry')}
              {...form.getInputProps('sisterConcernCountry')}
            />
          ) : (
            <GridGap />
          )}
          <TextInput
            label="Account Holding Bank Name"
            withAsterisk
            description={ACCOUNT_HOLDING_BANK_NAME_HINT}
            maxLength={50}
            key={form.key('accountHoldingBankName')}
            {...form.getInputProps('accountHoldingBankName')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Product Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Customer Type"
            withAsterisk
            data={CUSTOMER_TYPE_OPTIONS}
            key={form.key('customerType')}
            {...form.getInputProps('customerType')}
          />
          <MultiSelect
            label="Product Type"
            withAsterisk
            data={PRODUCT_TYPE_OPTIONS}
            searchable
            hidePickedOptions
            key={form.key('productType')}
            {...form.getInputProps('productType')}
          />
          <Select
            label="Product Source"
            withAsterisk
            data={PRODUCT_SOURCE_OPTIONS}
            key={form.key('productSource')}
            {...form.getInputProps('productSource')}
          />
          <Select
            label="Delivery Channel"
            withAsterisk
            data={DELIVERY_CHANNEL_OPTIONS}
            key={form.key('deliveryChannel')}
            {...form.getInputProps('deliveryChannel')}
          />
          <Select
            label="Payment Mode"
            withAsterisk
            data={CORPORATE_PAYMENT_MODE_OPTIONS}
            key={form.key('paymentMode')}
            {...form.getInputProps('paymentMode')}
          />
          {values.paymentMode === 'Others' ? (
            <TextInput
              label="Specify Payment Mode"
              withAsterisk
              key={form.key('paymentModeOther')}
              {...form.getInputProps('paymentModeOther')}
            />
          ) : (
            <GridGap />
          )}
          <NumberInput
            label="Expected No. of Transactions"
            min={0}
            allowNegative={false}
            allowDecimal={false}
            key={form.key('expectedNoOfTxn')}
            {...form.getInputProps('expectedNoOfTxn')}
          />
          <NumberInput
            label="Expected Volume"
            min={0}
            allowNegative={false}
            thousandSeparator=","
            key={form.key('expectedVolume')}
            {...form.getInputProps('expectedVolume')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="AML Compliance Questionnaire">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <YesNoField
            label="KYC Documents Collected"
            withAsterisk
            key={form.key('kycDocumentsCollected')}
            {...form.getInputProps('kycDocumentsCollected')}
          />
          <YesNoField
            label="Registered in GOAML"
            withAsterisk
            key={form.key('isEntityRegisteredInGOAML')}
            {...form.getInputProps('isEntityRegisteredInGOAML')}
          />
          <YesNoField
            label="Dual Use Goods"
            withAsterisk
            key={form.key('dualUseGoods')}
            {...form.getInputProps('dualUseGoods')}
          />
        </SimpleGrid>
      </FormSection>
    </>
  );
}
