import { CUSTOMER_LIST_PAGE_SIZES, type CustomerListType } from '@aml/contracts';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PageSizeSelect } from '../../../components/list-pager';

const USER_TYPES: { value: CustomerListType; label: string }[] = [
  { value: 'all', label: 'All Users' },
  { value: 'individual', label: 'Individual Users' },
  { value: 'corporate', label: 'Corporate Users' },
];

export interface CustomerListControls {
  type: CustomerListType;
  ongoing: boolean;
  search: string;
  pageSize: number;
}

interface CustomerListToolbarProps {
  controls: CustomerListControls;
  onChange: (change: Partial<CustomerListControls>) => void;
}

/**
 * Spec 2 §2.10 list controls: the user-type filter, the All Users / Ongoing Screening toggle, the free-text
 * search and the page size (5, 10, 25, 50 or 100).
 */
export function CustomerListToolbar({ controls, onChange }: CustomerListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="User Type"
          data={USER_TYPES}
          value={controls.type}
          allowDeselect={false}
          onChange={(value) => value && onChange({ type: value as CustomerListType })}
          w={180}
        />
        <SegmentedControl
          aria-label="Screening filter"
          data={[
            { value: 'all', label: 'All Users' },
            { value: 'ongoing', label: 'Ongoing Screening' },
          ]}
          value={controls.ongoing ? 'ongoing' : 'all'}
          onChange={(value) => onChange({ ongoing: value === 'ongoing' })}
        />
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Search"
          placeholder="Search..."
          leftSection={<IconSearch size={16} />}
          value={controls.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
          w={260}
          maw="100%"
        />
        <PageSizeSelect
          sizes={CUSTOMER_LIST_PAGE_SIZES}
          pageSize={controls.pageSize}
          onChange={(pageSize) => onChange({ pageSize })}
        />
      </Group>
    </Group>
  );
}
