import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memberTabs } from '../types';
import { sampleCompany, sampleHomeHref, sampleMemberTabHrefs } from '../fixtures';
import { MemberHeader } from './MemberHeader';

const meta = {
  title: 'Screens/Member/MemberHeader',
  component: MemberHeader,
  args: {
    tabHrefs: sampleMemberTabHrefs,
    activeTab: 'about',
    homeHref: sampleHomeHref,
    company: sampleCompany,
    language: 'fr',
    onLanguageChange: fn(),
    onNavigate: fn(),
    onSignOut: fn(),
  },
  argTypes: { activeTab: { control: 'inline-radio', options: memberTabs } },
} satisfies Meta<typeof MemberHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Atlantique Technologies' })).toBeVisible();
    await expect(canvas.getByText('Atlantique Technologies')).toBeVisible();
    await expect(canvas.getByText('Technologie')).toBeVisible();
  },
};

/** The active tab is highlighted; following it again does nothing, another tab navigates. */
export const ActiveTab: Story = {
  args: { activeTab: 'media' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: "Navigation de l'espace membre" }));
    // the tabs in order, Mon compte last
    await expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['A propos', '/apropos'],
      ['Médias', '/media'],
      ['Horaires', '/horaire'],
      ['Statistiques', '/statistique'],
      ['Mon compte', '/compte'],
    ]);
    await expect(nav.getByRole('link', { name: 'A propos' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Médias' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Médias' }));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Statistics: Story = {
  args: { activeTab: 'statistics' },
};

export const English: Story = {
  args: { language: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** The language popup closes on Escape (and on an outside click). */
export const LanguagePopup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Langue : Français/ }));
    await expect(await body.findByRole('button', { name: 'English' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('button', { name: 'English' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /^Langue : Français/ }));
    await userEvent.click(await body.findByRole('button', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** While the company loads (or when there is none) the band shows only the tabs. */
export const WithoutCompany: Story = {
  args: { company: undefined },
};

export const SigningOut: Story = {
  args: { signingOut: true },
};

/** Every tab shows whole on a phone, and only the tab bar stays at the top while the page scrolls. */
async function checkPhoneHeader(canvasElement: HTMLElement, navLabel: string) {
  const nav = within(canvasElement).getByRole('navigation', { name: navLabel });
  const width = canvasElement.ownerDocument.documentElement.clientWidth;
  for (const tab of within(nav).getAllByRole('link')) {
    const box = tab.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(width);
  }
  const sticky = [...canvasElement.querySelectorAll('*')].filter((element) => getComputedStyle(element).position === 'sticky');
  await expect(sticky).toHaveLength(1);
  await expect(sticky[0]).toContainElement(nav);
  await expect(sticky[0]!.getBoundingClientRect().height).toBeLessThanOrEqual(72);
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => checkPhoneHeader(canvasElement, "Navigation de l'espace membre"),
};

export const PhoneEnglish: Story = {
  args: { language: 'en', activeTab: 'hours' },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  play: async ({ canvasElement }) => checkPhoneHeader(canvasElement, 'Member space navigation'),
};
