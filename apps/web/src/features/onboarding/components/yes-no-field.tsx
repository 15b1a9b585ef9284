import { Group, Radio } from '@mantine/core';
import type { FocusEvent, ReactNode } from 'react';

export interface YesNoFieldProps {
  label: string;
  description?: ReactNode;
  withAsterisk?: boolean;
  /** 'Yes', 'No', or '' while unanswered. */
  value?: string | null;
  onChange?: (value: 'Yes' | 'No') => void;
  error?: ReactNode;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/** A Yes/No question of the corporate form, answered with two radios; takes form.getInputProps. */
export function YesNoField({ label, value, onChange, ...rest }: YesNoFieldProps) {
  return (
    <Radio.Group label={label} value={value ?? ''} onChange={(next) => onChange?.(next as 'Yes' | 'No')} {...rest}>
      <Group gap="lg" mt={6}>
        <Radio value="Yes" label="Yes" />
        <Radio value="No" label="No" />
      </Group>
    </Radio.Group>
  );
}
