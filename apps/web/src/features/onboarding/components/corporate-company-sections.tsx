import { ENTITY_TYPE_OPTIONS, findCountry, todayDateOnly } from '@aml/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CountrySelect } from '../../../components/country-select';
import type { CorporateFormState } from './corporate-form-state';
import { DialCodeSelect } from './dial-code-select';
import { FormSection } from './form-section';
import { GridGap } from './grid-gap';

interface SectionsProps {
  form: UseFormReturnType<CorporateFormState>;
}

/** Spec 2 §2.3 and §3.5: Company Information, Contact Information and Identity Information. */
export function CorporateCompanySections({ form }: SectionsProps) {
  const today = todayDateOnly();

  // Spec 2 §5.1 (choosing a country fills the phone code), applied to the company's own country.
  const chooseCountry = (name: string) => {
    form.setFieldValue('countryOfIncorporation', name);
    const code = findCountry(name)?.dialCode;
    if (code) {
      form.setFieldValue('officeCountryCode', code);
      form.setFieldValue('mobileCountryCode', code);
    }
  };

  return (
    <>
      <FormSection title="Company Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Company Name"
            withAsterisk
            key={form.key('companyName')}
            {...form.getInputProps('companyName')}
          />
          <Select
            label="Entity Type"
            withAsterisk
            data={ENTITY_TYPE_OPTIONS}
            key={form.key('entityType')}
            {...form.getInputProps('entityType')}
          />
          <TextInput
            label="Company Address"
            withAsterisk
            key={form.key('companyAddress')}
            {...form.getInputProps('companyAddress')}
          />
          <TextInput label="City" withAsterisk maxLength={50} key={form.key('city')} {...form.getInputProps('city')} />
          <CountrySelect
            label="Country of Incorporation"
            withAsterisk
            key={form.key('countryOfIncorporation')}
            {...form.getInputProps('countryOfIncorporation')}
            onChange={chooseCountry}
          />
          <TextInput
            label="PO Box No"
            withAsterisk
            inputMode="numeric"
            key={form.key('poBoxNo')}
            {...form.getInputProps('poBoxNo')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Contact Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Email" type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <GridGap />
          <DialCodeSelect
            label="Office Country Code"
            withAsterisk
            key={form.key('officeCountryCode')}
            {...form.getInputProps('officeCountryCode')}
          />
          <TextInput
            label="Office No"
            inputMode="numeric"
            maxLength={15}
            key={form.key('contactOfficeNo')}
            {...form.getInputProps('contactOfficeNo')}
          />
          <DialCodeSelect
            label="Mobile Country Code"
            withAsterisk
            key={form.key('mobileCountryCode')}
            {...form.getInputProps('mobileCountryCode')}
          />
          <TextInput
            label="Mobile No"
            withAsterisk
            inputMode="numeric"
            maxLength={15}
            key={form.key('contactMobileNo')}
            {...form.getInputProps('contactMobileNo')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Identity Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Trade License/COI No"
            withAsterisk
            key={form.key('tradeLicenseNo')}
            {...form.getInputProps('tradeLicenseNo')}
          />
          <TextInput
            label="Issued At"
            withAsterisk
            key={form.key('tradeLicenseIssuedAt')}
            {...form.getInputProps('tradeLicenseIssuedAt')}
          />
          <TextInput
            label="Issued By"
            withAsterisk
            maxLength={50}
            key={form.key('tradeLicenseIssuedBy')}
            {...form.getInputProps('tradeLicenseIssuedBy')}
          />
          <TextInput
            label="Issued Date"
            type="date"
            withAsterisk
            max={today}
            key={form.key('tradeLicenseIssuedDate')}
            {...form.getInputProps('tradeLicenseIssuedDate')}
          />
          <TextInput
            label="Expiry Date"
            type="date"
            withAsterisk
            min={today}
            key={form.key('tradeLicenseExpiryDate')}
            {...form.getInputProps('tradeLicenseExpiryDate')}
          />
          <TextInput
            label="VAT Registration Number"
            maxLength={100}
            key={form.key('vatRegistrationNumber')}
            {...form.getInputProps('vatRegistrationNumber')}
          />
          <TextInput
            label="Tenancy Contract Expiry Date"
            type="date"
            min={today}
            key={form.key('tenancyContractExpiryDate')}
            {...form.getInputProps('tenancyContractExpiryDate')}
          />
        </SimpleGrid>
      </FormSection>
    </>
  );
}
