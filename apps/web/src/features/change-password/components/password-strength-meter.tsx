import { PASSWORD_RULES, passwordStrength, passwordStrengthColor } from '@aml/contracts';
import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** Spec 1 §5: the strength score as a coloured bar, and each rule of the new password ticked off. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  return (
    <Stack gap="xs">
      <Progress
        value={score}
        color={passwordStrengthColor(score)}
        size="sm"
        aria-label="Password strength"
        transitionDuration={150}
      />
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Password rules">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Group key={rule.key} component="li" gap={6} wrap="nowrap">
              {met ? (
                <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
              ) : (
                <IconCircleX size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />
              )}
              <Text size="sm">
                {rule.label}
                <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
