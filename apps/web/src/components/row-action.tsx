import { ActionIcon, Tooltip } from '@mantine/core';
import type { ComponentType } from 'react';

interface RowActionProps {
  /** The short word shown on hover ("Edit", "Delete"). */
  tooltip: string;
  /** The full accessible name, naming the row ("Edit Demo Jewellers LLC"). */
  label: string;
  icon: ComponentType<{ size?: number }>;
  color?: string;
  /** 'subtle' by default; 'light' gives the icon a tinted ground, for the action that cannot be undone. */
  variant?: 'subtle' | 'light';
  disabled?: boolean;
  /** The action's call is running (a download): the icon turns into a spinner and the button waits. */
  loading?: boolean;
  onClick: () => void;
}

/** One icon button of a table row's Actions column, the same on every list screen. */
export function RowAction({
  tooltip,
  label,
  icon: Icon,
  color,
  variant = 'subtle',
  disabled,
  loading,
  onClick,
}: RowActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant={variant}
        color={color}
        aria-label={label}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
