import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { TextArea } from '../TextArea';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
  type DialogSize,
} from './Dialog';

interface StoryArgs {
  size: DialogSize;
  defaultOpen: boolean;
  hideCloseButton: boolean;
}

function CategoryDialog({ size, defaultOpen, hideCloseButton }: StoryArgs) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Ajouter une catégorie</Button>
      </DialogTrigger>
      <DialogContent size={size} hideCloseButton={hideCloseButton}>
        <DialogTitle>Nouvelle catégorie</DialogTitle>
        <DialogDescription>Le nom est affiché dans la langue du visiteur.</DialogDescription>
        <DialogBody>
          <TextField label="Nom français" required defaultValue="Formation" />
          <TextField label="Nom anglais" required defaultValue="Training" />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
          <Button>Enregistrer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: CategoryDialog,
  args: { size: 'md', defaultOpen: true, hideCloseButton: false },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
  },
  parameters: {
    // An open modal hides the page behind it (aria-hidden) and traps focus inside, so the hidden trigger cannot be
    // reached: axe's aria-hidden-focus does not apply while the dialog is open.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
} satisfies Meta<typeof CategoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ajouter une catégorie' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle catégorie' });
    await expect(dialog).toHaveAccessibleDescription('Le nom est affiché dans la langue du visiteur.');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    // Tab keeps the focus inside (focus trap)
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    // a click inside the box leaves it open
    await userEvent.click(screen.getByRole('textbox', { name: 'Nom français' }));
    await expect(dialog).toBeInTheDocument();
    // the labelled corner button closes it, and so does a DialogClose action
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Nouvelle catégorie' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = {
  args: { size: 'lg' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Nouvelle catégorie' })).toHaveAttribute('data-size', 'lg');
  },
};

export const WithoutCloseButton: Story = { args: { hideCloseButton: true } };

export const ClosesOnBackdropClick: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Nouvelle catégorie' });
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Dialog defaultOpen={args.defaultOpen}>
      <DialogContent size={args.size}>
        <DialogTitle>Modifier la fiche</DialogTitle>
        <DialogDescription>Les champs marqués d'un astérisque sont obligatoires.</DialogDescription>
        <DialogBody>
          <TextField label="Nom de l'entreprise" required defaultValue="Atlantic Logistics" />
          <TextField label="Email" required defaultValue="contact@atlantic.example" />
          <TextField label="Téléphone" required defaultValue="+221 33 800 00 00" />
          <TextField label="Site web" defaultValue="atlantic.example" />
          <TextArea label="Adresse" required defaultValue="Route de l'aéroport, Dakar" />
          <TextArea label="Description" required maxLength={500} defaultValue="Transport et logistique en Afrique de l'Ouest depuis 1998." />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
          <Button>Enregistrer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};
