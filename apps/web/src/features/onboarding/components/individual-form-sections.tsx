import {
  EID_MAX_INPUT_LENGTH,
  EID_PLACEHOLDER,
  findCountry,
  formatEid,
  GENDER_OPTIONS,
  INDIVIDUAL_ID_TYPE_OPTIONS,
  INDIVIDUAL_PAYMENT_MODE_OPTIONS,
  type IndividualFormInput,
  MODE_OF_APPROACH_OPTIONS,
  OCCUPATION_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  PURPOSE_OPTIONS,
  RESIDENTIAL_STATUS_OPTIONS,
  SOURCE_OF_INCOME_OPTIONS,
  todayDateOnly,
  YES_NO_OPTIONS,
} from '@aml/contracts';
import {
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import type { ChangeEvent, ReactNode } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { DialCodeSelect } from './dial-code-select';
import { FormSection } from './form-section';

export type IndividualFormApi = UseFormReturnType<IndividualFormInput>;

interface SectionProps {
  form: IndividualFormApi;
}

/** Spec 2 §5.1: the hint under an Emirates ID number. */
export const EID_HINT = `Format: ${EID_PLACEHOLDER}`;
/** Spec 2 §5.1 and §9.1: the form takes at most 15 characters of contact number. */
const CONTACT_MAX_LENGTH = 15;

/** The forms' field grid: one column on a phone, two on a tablet, three on a wide screen. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

export function ChoiceRadios({ options }: { options: readonly { value: string; label: string }[] }) {
  return (
    <Group mt="xs" gap="lg">
      {options.map((option) => (
        <Radio key={option.value} value={option.value} label={option.label} />
      ))}
    </Group>
  );
}

export function PersonalSection({ form }: SectionProps) {
  return (
    <FormSection title="Personal Information">
      <FieldGrid>
        <TextInput label="First Name" withAsterisk key={form.key('firstName')} {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk key={form.key('lastName')} {...form.getInputProps('lastName')} />
        <DateOnlyInput
          label="Date of Birth"
          notAfterToday
          key={form.key('dateOfBirth')}
          {...form.getInputProps('dateOfBirth')}
        />
        <Radio.Group
          label="Residential Status"
          withAsterisk
          key={form.key('residentialStatus')}
          {...form.getInputProps('residentialStatus')}
        >
          <ChoiceRadios options={RESIDENTIAL_STATUS_OPTIONS} />
        </Radio.Group>
      </FieldGrid>
    </FormSection>
  );
}

export function AddressSection({ form }: SectionProps) {
  const country = form.getInputProps('country');
  return (
    <FormSection title="Address Information">
      <FieldGrid>
        <TextInput label="Address" withAsterisk key={form.key('address')} {...form.getInputProps('address')} />
        <TextInput label="City" withAsterisk key={form.key('city')} {...form.getInputProps('city')} />
        <CountrySelect
          label="Country"
          withAsterisk
          key={form.key('country')}
          {...country}
          onChange={fillingDialCode(country.onChange, (code) => form.setFieldValue('countryCode', code))}
        />
      </FieldGrid>
    </FormSection>
  );
}

export function ContactSection({ form }: SectionProps) {
  return (
    <FormSection title="Contact Information">
      <FieldGrid>
        <DialCodeSelect
          label="Country Code"
          withAsterisk
          key={form.key('countryCode')}
          {...form.getInputProps('countryCode')}
        />
        <ContactNoInput key={form.key('contactNo')} {...form.getInputProps('contactNo')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
      </FieldGrid>
    </FormSection>
  );
}

export function NationalitySection({ form }: SectionProps) {
  return (
    <FormSection title="Additional Information">
      <FieldGrid>
        <CountrySelect
          label="Nationality"
          withAsterisk
          key={form.key('nationality')}
          {...form.getInputProps('nationality')}
        />
        <Radio.Group
          label="Dual Nationality"
          withAsterisk
          key={form.key('dualNationality')}
          {...form.getInputProps('dualNationality')}
        >
          <ChoiceRadios options={YES_NO_OPTIONS} />
        </Radio.Group>
        {form.values.dualNationality === 'Yes' && (
          <CountrySelect
            label="Dual Nationality Country"
            withAsterisk
            key={form.key('dualCitizenshipCountry')}
            {...form.getInputProps('dualCitizenshipCountry')}
          />
        )}
        <CountrySelect
          label="Place of Birth"
          withAsterisk
          key={form.key('placeOfBirth')}
          {...form.getInputProps('placeOfBirth')}
        />
        <CountrySelect
          label="Country of Residence"
          withAsterisk
          key={form.key('countryOfResidence')}
          {...form.getInputProps('countryOfResidence')}
        />
      </FieldGrid>
    </FormSection>
  );
}

export function GenderPepSection({ form }: SectionProps) {
  return (
    <FormSection title="Gender and PEP Status">
      <FieldGrid>
        <Radio.Group label="Gender" withAsterisk key={form.key('gender')} {...form.getInputProps('gender')}>
          <ChoiceRadios options={GENDER_OPTIONS} />
        </Radio.Group>
        {form.values.gender === 'Other' && (
          <TextInput
            label="Specify Gender"
            withAsterisk
            key={form.key('otherGender')}
            {...form.getInputProps('otherGender')}
          />
        )}
        <Radio.Group label="PEP" withAsterisk key={form.key('pep')} {...form.getInputProps('pep')}>
          <ChoiceRadios options={YES_NO_OPTIONS} />
        </Radio.Group>
      </FieldGrid>
    </FormSection>
  );
}

export function OccupationSection({ form }: SectionProps) {
  return (
    <FormSection title="Occupation and Income">
      <FieldGrid>
        <Select
          label="Occupation"
          withAsterisk
          searchable
          allowDeselect={false}
          data={OCCUPATION_OPTIONS}
          key={form.key('occupation')}
          {...form.getInputProps('occupation')}
        />
        {form.values.occupation === 'Others' && (
          <TextInput
            label="Specify Occupation"
            withAsterisk
            key={form.key('otherOccupation')}
            {...form.getInputProps('otherOccupation')}
          />
        )}
        <Select
          label="Source of Income"
          withAsterisk
          searchable
          allowDeselect={false}
          data={SOURCE_OF_INCOME_OPTIONS}
          key={form.key('sourceOfIncome')}
          {...form.getInputProps('sourceOfIncome')}
        />
      </FieldGrid>
    </FormSection>
  );
}

export function FinancialSection({ form }: SectionProps) {
  return (
    <FormSection title="Financial Details">
      <FieldGrid>
        <Select
          label="Purpose"
          withAsterisk
          allowDeselect={false}
          data={PURPOSE_OPTIONS}
          key={form.key('purpose')}
          {...form.getInputProps('purpose')}
        />
        {form.values.purpose === 'Others' && (
          <TextInput
            label="Specify Purpose"
            withAsterisk
            key={form.key('otherPurpose')}
            {...form.getInputProps('otherPurpose')}
          />
        )}
        <Select
          label="Payment Mode"
          withAsterisk
          allowDeselect={false}
          data={INDIVIDUAL_PAYMENT_MODE_OPTIONS}
          key={form.key('paymentMode')}
          {...form.getInputProps('paymentMode')}
        />
        {form.values.paymentMode === 'Others' && (
          <TextInput
            label="Specify Other Payment Mode"
            withAsterisk
            key={form.key('otherPaymentMode')}
            {...form.getInputProps('otherPaymentMode')}
          />
        )}
      </FieldGrid>
    </FormSection>
  );
}

export function TransactionsSection({ form }: SectionProps) {
  return (
    <FormSection title="Transactions and ID Details">
      <FieldGrid>
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
          decimalScale={2}
          thousandSeparator=","
          key={form.key('expectedVolume')}
          {...form.getInputProps('expectedVolume')}
        />
        <MultiSelect
          label="Product Type"
          withAsterisk
          searchable
          data={PRODUCT_TYPE_OPTIONS}
          key={form.key('productType')}
          {...form.getInputProps('productType')}
        />
        <Select
          label="Mode of Approach"
          withAsterisk
          allowDeselect={false}
          data={MODE_OF_APPROACH_OPTIONS}
          key={form.key('modeOfApproach')}
          {...form.getInputProps('modeOfApproach')}
        />
      </FieldGrid>
    </FormSection>
  );
}

export function IdentificationSection({ form }: SectionProps) {
  return (
    <FormSection title="Identification Details">
      <FieldGrid>
        <IdTypeSelect form={form} />
        <IdNumberInput form={form} />
        <TextInput
          label="ID Issued By"
          withAsterisk
          key={form.key('idIssuedBy')}
          {...form.getInputProps('idIssuedBy')}
        />
        <CountrySelect
          label="ID Issued At"
          withAsterisk
          key={form.key('idIssuedAt')}
          {...form.getInputProps('idIssuedAt')}
        />
        <DateOnlyInput
          label="ID Issued Date"
          notAfterToday
          key={form.key('idIssuedDate')}
          {...form.getInputProps('idIssuedDate')}
        />
        <DateOnlyInput
          label="ID Expiry Date"
          notBeforeToday
          key={form.key('idExpiryDate')}
          {...form.getInputProps('idExpiryDate')}
        />
      </FieldGrid>
    </FormSection>
  );
}

// Fields the full individual form shares with the quick form (spec 2 §5.2: "the same contact number and
// EID rules apply", nationality or country fills the country code).

/** The part of a form the ID type and number fields use: the full and the quick individual forms. */
export interface IdDocumentForm {
  values: { idType?: string | null };
  key: (path: 'idType' | 'idNo') => string;
  getInputProps: (path: 'idType' | 'idNo') => GetInputPropsReturnType;
  setFieldValue: (path: 'idNo', value: string) => void;
}

interface IdFieldProps {
  form: IdDocumentForm;
  /** Said under the field besides its own hint (the quick form's ID-card scan notes). */
  description?: ReactNode;
}

/** ID Type; choosing another type clears the number (spec 2 §5.1, §5.2). */
export function IdTypeSelect({ form, description }: IdFieldProps) {
  const idType = form.getInputProps('idType');
  return (
    <Select
      label="ID Type"
      withAsterisk
      allowDeselect={false}
      data={INDIVIDUAL_ID_TYPE_OPTIONS}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      key={form.key('idType')}
      {...idType}
      // Mantine's Select keeps showing the last option for '' (a form reset): null clears it.
      value={idType.value || null}
      onChange={(value) => {
        if (value === form.values.idType) return;
        idType.onChange(value);
        // A number typed for one kind of document is not a number of another (spec 2 §5.1).
        form.setFieldValue('idNo', '');
      }}
    />
  );
}

/** ID No; an Emirates ID is grouped 3-4-7-1 as it is typed, at most 18 characters (spec 2 §5.1, §9.1). */
export function IdNumberInput({ form, description }: IdFieldProps) {
  const isEid = form.values.idType === 'EID';
  const idNo = form.getInputProps('idNo');
  const hint = isEid ? EID_HINT : null;
  return (
    <TextInput
      label="ID No"
      withAsterisk
      description={
        hint && description ? (
          <>
            {hint}
            <br />
            {description}
          </>
        ) : (
          (hint ?? description)
        )
      }
      // The hint goes under the input, so the row's inputs stay level.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={isEid ? EID_PLACEHOLDER : undefined}
      maxLength={isEid ? EID_MAX_INPUT_LENGTH : undefined}
      inputMode={isEid ? 'numeric' : undefined}
      key={form.key('idNo')}
      {...idNo}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const typed = event.currentTarget.value;
        idNo.onChange(isEid ? formatEid(typed) : typed);
      }}
    />
  );
}

/** Contact No: digits, at most 15 typed (spec 2 §5.1, §9.1). */
export function ContactNoInput(props: Omit<TextInputProps, 'label' | 'maxLength'>) {
  return (
    <TextInput
      label="Contact No"
      withAsterisk
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={CONTACT_MAX_LENGTH}
      {...props}
    />
  );
}

export type DateOnlyInputProps = Omit<TextInputProps, 'type' | 'min' | 'max'> & {
  /** Spec 2 §5.1, §5.2: birth and issue dates cannot be in the future. */
  notAfterToday?: boolean;
  /** Spec 2 §5.1, §5.2: an expiry date cannot be before today. */
  notBeforeToday?: boolean;
};

/** A calendar date (yyyy-mm-dd) with the browser's date picker, bounded by today where the spec says so. */
export function DateOnlyInput({ notAfterToday, notBeforeToday, ...props }: DateOnlyInputProps) {
  const today = todayDateOnly();
  return (
    <TextInput
      type="date"
      withAsterisk
      max={notAfterToday ? today : undefined}
      min={notBeforeToday ? today : undefined}
      {...props}
    />
  );
}

/** Wraps a country field's onChange so that choosing a country also fills the phone's dialling code. */
export function fillingDialCode(
  onChange: (value: string) => void,
  setDialCode: (code: string) => void,
): (name: string) => void {
  return (name) => {
    onChange(name);
    // Spec 2 §5.1 (country) and §5.2 (nationality): the country fills the phone's country code.
    const dialCode = findCountry(name)?.dialCode;
    if (dialCode) setDialCode(dialCode);
  };
}
