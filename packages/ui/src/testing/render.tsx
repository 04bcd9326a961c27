import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { UiProvider } from '../provider/UiProvider';
import type { UiProviderProps } from '../provider/UiProvider';
import type { UiLocale } from '../i18n/messages';

export interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: UiLocale;
  theme?: UiProviderProps['theme'];
  linkComponent?: UiProviderProps['linkComponent'];
}

export type RenderWithUiResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/** Renders inside the kit's provider (French by default, as the product) and returns a userEvent session. */
export function renderWithUi(ui: ReactElement, { locale = 'fr', theme, linkComponent, ...options }: RenderWithUiOptions = {}): RenderWithUiResult {
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <UiProvider locale={locale} theme={theme} linkComponent={linkComponent}>
        {children}
      </UiProvider>
    ),
  });
  return { ...result, user };
}
