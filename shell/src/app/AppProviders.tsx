import { GlobalStyle, ReauthDialog, Toaster, createQueryClient, theme } from '@rl/web-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/** Confirming it is me with a passkey in the password dialog; the WebAuthn client is fetched when it is used. */
const confirmWithPasskey = async () => (await import('../shared/two-factor/passkeys')).confirmWithPasskey();

/** Theme, data cache and toasts for the shell and every remote mounted inside it. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
        <ReauthDialog passkey={confirmWithPasskey} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
