import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicHeader, publicSections } from './PublicHeader';

const meta = {
  title: 'Screens/Public/PublicHeader',
  component: PublicHeader,
  args: {
    activeSection: 'accueil',
    memberSpaceHref: '/login',
    applyHref: '/devenir-membre',
    homeHref: '',
    onSectionSelect: fn(),
    onMenuOpenChange: fn(),
    onLanguageChange: fn(),
  },
  argTypes: { activeSection: { control: 'inline-radio', options: publicSections } },
} satisfies Meta<typeof PublicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks a link of the header without the story's page following it (its href is an anchor or a page of the app). */
async function clickInPlace(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  await userEvent.click(link);
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('link', { name: 'Espace membre' })).toHaveAttribute('href', '/login');
    // the membership application, after the sections of the main navigation
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Annonces', 'Annuaires', 'Devenir membre']);
    await expect(within(nav).getByRole('link', { name: 'Devenir membre' })).toHaveAttribute('href', '/devenir-membre');
    // on the home page, the sections are its anchors
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '#accueil');
    await expect(within(nav).getByRole('link', { name: 'Annonces' })).toHaveAttribute('href', '#annonces');
    await expect(within(nav).getByRole('link', { name: 'Annuaires' })).toHaveAttribute('href', '#annuaires');
    // a chosen section is handed to the container, which may smooth-scroll to it
    const directories = within(nav).getByRole('link', { name: 'Annuaires' });
    await clickInPlace(directories);
    await expect(args.onSectionSelect).toHaveBeenCalledWith('annuaires', expect.anything());
    directories.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Announcements', 'Directories', 'Become a member']);
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Member space' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/devenir-membre');
  },
};

/** Without a membership application to link to, the navigation holds the home page's sections alone. */
export const WithoutApply: Story = {
  args: { applyHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Devenir membre' })).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Annonces', 'Annuaires']);
  },
};

export const ActiveAnnonces: Story = {
  args: { activeSection: 'annonces' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Annonces' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Annuaires' })).not.toHaveAttribute('aria-current');
  },
};

/** Signed in: the button leads to the member space instead of /login. */
export const SignedIn: Story = {
  args: { memberSpaceHref: '/espace-membre', homeHref: '/', activeSection: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Espace membre' })).toHaveAttribute('href', '/espace-membre');
    // off the home page, the sections lead back to its anchors
    await expect(within(canvas.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Annonces' })).toHaveAttribute(
      'href',
      '/#annonces',
    );
  },
};

/** The hamburger opens the menu; the hamburger again, a section or the brand close it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    // the menu holds the same links as the main navigation, and the member space
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Fermer le menu');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Annonces', 'Annuaires', 'Devenir membre', 'Espace membre']);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    // a section chosen in the menu closes it
    await userEvent.click(toggle);
    await clickInPlace(within(canvas.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Annonces' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    // so does the brand link
    await userEvent.click(toggle);
    const brand = canvas.getByRole('link', { name: 'Annuaire des chambres' });
    await clickInPlace(brand);
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    brand.blur();
  },
};

/** A menu the container controls: the hamburger reports the wish to close it, and the menu stays until told. */
export const PhoneMenuControlled: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { menuOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Fermer le menu' });
    await userEvent.click(toggle);
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    toggle.blur();
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    await expect(canvas.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Annuaires' })).toBeVisible();
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
    // choosing the membership application closes the menu as a section does
    const apply = within(menu).getByRole('link', { name: 'Devenir membre' });
    await expect(apply).toHaveAttribute('href', '/devenir-membre');
    apply.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(apply);
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const PhoneMenuOpenEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Directories' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Become a member' })).toBeVisible();
  },
};

/** The language popup: French and English with flags, a check on the active one (spec public §2.2). */
export const LanguagePopup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /FR/ }));
    const english = await within(canvasElement.ownerDocument.body).findByRole('button', { name: /English/ });
    await userEvent.click(english);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** The open popup hangs under the switcher, right-aligned, over the main bar (nothing of the header covers it). */
export const LanguagePopupOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Langue : Français/ });
    await userEvent.click(trigger);
    const english = canvas.getByRole('button', { name: 'English' });
    await expect(english).toBeVisible();
    const box = english.getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
    await expect(canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button')).toBe(english);
  },
};

export const LanguagePopupOpenPhone: Story = {
  ...LanguagePopupOpen,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
