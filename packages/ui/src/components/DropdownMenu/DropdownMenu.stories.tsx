import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FolderTree, Tags, Trash2 } from 'lucide-react';
import { LinkProvider, type LinkComponentProps } from '../../provider/LinkProvider';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  SettingsMenuTrigger,
} from './DropdownMenu';

function StayingLink({ onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

interface StoryArgs {
  defaultOpen: boolean;
  onDelete: () => void;
}

/** The admin header's Parameters menu (spec admin §2): Sectors management and Categories management. */
function ParametersMenu({ defaultOpen }: StoryArgs) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 200 }}>
      <DropdownMenu defaultOpen={defaultOpen} modal={false}>
        <SettingsMenuTrigger />
        <DropdownMenuContent>
          <DropdownMenuLabel>Paramètres</DropdownMenuLabel>
          <DropdownMenuItem href="/secteurs" icon={<FolderTree size={16} />}>
            Gestion des secteurs
          </DropdownMenuItem>
          <DropdownMenuItem href="/categories" icon={<Tags size={16} />}>
            Gestion des catégories
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: ParametersMenu,
  args: { defaultOpen: true, onDelete: fn() },
  // Menu links must not leave the story: a link component that stays put, as a router link would.
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={StayingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof ParametersMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SettingsGear: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const gear = within(canvasElement).getByRole('button', { name: /Paramètres|Settings/ });
    await expect(gear).toHaveAttribute('aria-haspopup', 'menu');
    await expect(gear).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(gear);
    await expect(await screen.findByRole('menuitem', { name: 'Gestion des secteurs' })).toHaveAttribute('href', '/secteurs');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Gestion des secteurs', 'Gestion des catégories']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(gear).toHaveFocus();
  },
};

export const RowActions: Story = {
  render: ({ defaultOpen, onDelete }) => (
    <div style={{ minHeight: 200 }}>
      <DropdownMenu defaultOpen={defaultOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem href="/admin/membres/12">Voir</DropdownMenuItem>
          <DropdownMenuItem href="/admin/membres/12/edit">Modifier</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" icon={<Trash2 size={16} />} onSelect={onDelete}>
            Supprimer
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};
