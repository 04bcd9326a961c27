import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppPromotion } from './AppPromotion';
import type { AppPromotionProps } from './AppPromotion';

const meta = {
  title: 'Screens/Public/AppPromotion',
  component: AppPromotion,
  args: { onAppleStore: fn(), onGooglePlay: fn() },
} satisfies Meta<typeof AppPromotion>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { value: 'phone', isRotated: false };

export const Playground: Story = {};

/** Where the browser does not offer installation (spec public §1): the Apple store button only brings the alert. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Recherche rapide',
      'Fiches détaillées',
      'Actualités',
      'Contact direct',
    ]);
    await expect(canvas.queryByRole('button', { name: "Installer l'application" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger sur l’App Store' }));
    await expect(args.onAppleStore).toHaveBeenCalledTimes(1);
    await expect(args.onGooglePlay).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Disponible sur Google Play' }));
    await expect(args.onGooglePlay).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download on the App Store' }));
    await expect(args.onAppleStore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: phone },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: "Installer l'application" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger sur l’App Store' }));
    await expect(args.onAppleStore).toHaveBeenCalledTimes(1);
  },
};

export const PhoneEnglish: Story = {
  globals: { viewport: phone, locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download on the App Store' }));
    await expect(args.onAppleStore).toHaveBeenCalledTimes(1);
  },
};

/** Where the browser offers installation: the install button in the Apple button's place, Google Play kept. */
export const Installable: Story = {
  args: { onInstall: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Télécharger sur l’App Store' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Disponible sur Google Play' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Installer l'application" }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    // no Apple button, so never the not-yet-available alert
    await expect(args.onAppleStore).not.toHaveBeenCalled();
  },
};

export const InstallableEnglish: Story = {
  globals: { locale: 'en' },
  args: { onInstall: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Download on the App Store' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Get it on Google Play' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install the app' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(args.onAppleStore).not.toHaveBeenCalled();
  },
};

export const InstallablePhone: Story = {
  globals: { viewport: phone },
  args: { onInstall: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Télécharger sur l’App Store' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Installer l'application" }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(args.onAppleStore).not.toHaveBeenCalled();
  },
};

export const InstallablePhoneEnglish: Story = {
  globals: { viewport: phone, locale: 'en' },
  args: { onInstall: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Download on the App Store' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Install the app' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(args.onAppleStore).not.toHaveBeenCalled();
  },
};

/** The story's stand-in for the browser's late offer (the app learns it after the page has started). */
const OFFERED = 'story:install-offered';

function OfferedLater(args: AppPromotionProps) {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const offer = () => setOffered(true);
    window.addEventListener(OFFERED, offer);
    return () => window.removeEventListener(OFFERED, offer);
  }, []);
  return <AppPromotion {...args} onInstall={offered ? args.onInstall : undefined} />;
}

/** Every box of the section, by the button's place (first store, Google Play) and the section itself. */
function boxes(canvasElement: HTMLElement): string[] {
  const canvas = within(canvasElement);
  const section = canvas.getByRole('region');
  const [first, googlePlay] = within(section).getAllByRole('button');
  return [section, first, googlePlay].map((element) => {
    const box = element?.getBoundingClientRect();
    return box ? `${box.x},${box.y},${box.width},${box.height}` : 'missing';
  });
}

/** The offer arriving after the page has started moves nothing: the install button fills the Apple button's box. */
async function sameBoxes(canvasElement: HTMLElement, install: string) {
  const canvas = within(canvasElement);
  const before = boxes(canvasElement);
  await expect(canvas.queryByRole('button', { name: install })).not.toBeInTheDocument();
  window.dispatchEvent(new Event(OFFERED));
  await waitFor(() => expect(canvas.getByRole('button', { name: install })).toBeVisible());
  await expect(boxes(canvasElement)).toEqual(before);
}

export const OfferedAfterStart: Story = {
  args: { onInstall: fn() },
  render: (args) => <OfferedLater {...args} />,
  play: ({ canvasElement }) => sameBoxes(canvasElement, "Installer l'application"),
};

export const OfferedAfterStartEnglish: Story = {
  globals: { locale: 'en' },
  args: { onInstall: fn() },
  render: (args) => <OfferedLater {...args} />,
  play: ({ canvasElement }) => sameBoxes(canvasElement, 'Install the app'),
};

export const OfferedAfterStartPhone: Story = {
  globals: { viewport: phone },
  args: { onInstall: fn() },
  render: (args) => <OfferedLater {...args} />,
  play: ({ canvasElement }) => sameBoxes(canvasElement, "Installer l'application"),
};
