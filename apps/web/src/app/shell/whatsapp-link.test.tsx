// @vitest-environment happy-dom

import type { AppConfig } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigQueryOptions } from '../../features/app-config/api/get-app-config';
import { WhatsAppButtonLink, WhatsAppIconLink } from './whatsapp-link';

afterEach(cleanup);

function renderWith(config: AppConfig) {
  const client = new QueryClient();
  client.setQueryData(appConfigQueryOptions().queryKey, config);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <WhatsAppIconLink />
        <WhatsAppButtonLink />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('WhatsApp assistance link (spec 1 §2.2, issue 10)', () => {
  it('links to the configured number', () => {
    renderWith({ productTitle: 'Aurum AML', supportWhatsApp: '971501234567', version: '1' });
    const links = screen.getAllByRole('link', { name: 'WhatsApp assistance' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://wa.me/971501234567',
      'https://wa.me/971501234567',
    ]);
  });

  it('is not shown when no number is configured', () => {
    renderWith({ productTitle: 'Aurum AML', supportWhatsApp: null, version: '1' });
    expect(screen.queryAllByRole('link', { name: 'WhatsApp assistance' })).toEqual([]);
  });
});
