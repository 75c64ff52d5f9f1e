import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a send waits until the provider can answer it. In builds on the mock form provider the browser must first
 * start msw's worker; the app provides that step (app/content-service.ts), so this feature never imports the
 * mocks itself. Without a provider a send goes out at once.
 */
const ContactFormServiceContext = createContext<() => Promise<void>>(() => Promise.resolve());

export function ContactFormServiceProvider({ ready, children }: { ready: () => Promise<void>; children: ReactNode }) {
  return <ContactFormServiceContext.Provider value={ready}>{children}</ContactFormServiceContext.Provider>;
}

export function useContactFormServiceReady(): () => Promise<void> {
  return useContext(ContactFormServiceContext);
}
