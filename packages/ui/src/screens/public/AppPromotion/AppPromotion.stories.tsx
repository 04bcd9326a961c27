import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppPromotion } from './AppPromotion';

const meta = {
  title: 'Screens/Public/AppPromotion',
  component: AppPromotion,
  args: { onAppleStore: fn(), onGooglePlay: fn() },
} satisfies Meta<typeof AppPromotion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger sur l’App Store' }));
    await expect(args.onAppleStore).toHaveBeenCalledTimes(1);
    await expect(args.onGooglePlay).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
