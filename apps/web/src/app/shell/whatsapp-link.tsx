import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useAppConfig, whatsAppLink } from '../../features/app-config/api/get-app-config';

const LABEL = 'WhatsApp assistance';

/** Spec 1 §2.2: the WhatsApp assistance link; opens outside the app. */
export function WhatsAppIconLink() {
  const { data: config } = useAppConfig();
  const href = whatsAppLink(config);
  if (!href) return null;
  return (
    <Tooltip label={LABEL}>
      <ActionIcon
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        size="lg"
        aria-label={LABEL}
      >
        <IconBrandWhatsapp size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

export function WhatsAppButtonLink() {
  const { data: config } = useAppConfig();
  const href = whatsAppLink(config);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      justify="flex-start"
      leftSection={<IconBrandWhatsapp size={18} stroke={1.6} />}
    >
      {LABEL}
    </Button>
  );
}
