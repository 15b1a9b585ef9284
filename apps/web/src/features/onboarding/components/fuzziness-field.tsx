import { FUZZY_LEVEL_OPTIONS, type FuzzyLevel } from '@aml/contracts';
import { Group, Radio } from '@mantine/core';
import type { FocusEvent, ReactNode } from 'react';

export interface FuzzinessFieldProps {
  value?: string | null;
  onChange?: (value: FuzzyLevel) => void;
  error?: ReactNode;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * Spec 2 §3.11: how loosely the customer's names are screened — OFF (exact match), Level 1 or Level 2
 * (one or two characters different). The default, OFF ('0'), is the form's initial value (§9.1).
 */
export function FuzzinessField({ value, onChange, error, onFocus, onBlur }: FuzzinessFieldProps) {
  return (
    <Radio.Group
      label="Screening Fuzziness"
      withAsterisk
      value={value ?? ''}
      onChange={(next) => onChange?.(next as FuzzyLevel)}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Group mt="xs" gap="lg" align="flex-start">
        {FUZZY_LEVEL_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
        ))}
      </Group>
    </Radio.Group>
  );
}
