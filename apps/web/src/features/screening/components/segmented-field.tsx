import { Input, SegmentedControl } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface SegmentedFieldProps<V extends string> {
  label: string;
  description?: ReactNode;
  data: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A few exclusive choices as a segmented control under a visible label: the control is a radio group
 * named by that label (and described by the description and error), so screen readers announce it.
 */
export function SegmentedField<V extends string>({
  label,
  description,
  data,
  value,
  onChange,
  error,
  disabled,
}: SegmentedFieldProps<V>) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <Input.Wrapper id={id} label={label} labelElement="div" description={description} error={error}>
      <SegmentedControl
        mt={4}
        fullWidth
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        data={data.map((option) => ({ value: option.value, label: option.label }))}
        value={value}
        onChange={(next) => onChange(next as V)}
        disabled={disabled}
      />
    </Input.Wrapper>
  );
}
