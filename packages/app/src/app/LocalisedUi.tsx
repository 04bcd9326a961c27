import { UiProviderBase, type LinkComponent } from '@annuaire/ui';
import type { ReactNode } from 'react';
import { reportMessageError } from '../i18n/messages';
import { useMessages } from '../i18n/useMessages';
import { useAppSelector } from './hooks';

/**
 * The kit's provider in the store's language (every screen shares it: spec public §1), with the links of the app
 * around it: the portal's router links (AppProviders.tsx), the embedded directory's own (src/embed/EmbedApp.tsx).
 */
export function LocalisedUi({ linkComponent, children }: { linkComponent: LinkComponent; children: ReactNode }) {
  const language = useAppSelector((state) => state.language.current);
  const { locale, messages } = useMessages(language);
  return (
    <UiProviderBase locale={locale} linkComponent={linkComponent} messages={messages} onError={reportMessageError}>
      {children}
    </UiProviderBase>
  );
}
