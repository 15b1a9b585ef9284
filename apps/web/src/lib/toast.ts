import { notifications } from '@mantine/notifications';

export function toastError(message: string): void {
  notifications.show({ color: 'red', message });
}

export function toastSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
