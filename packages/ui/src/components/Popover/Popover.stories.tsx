import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

interface StoryArgs {
  defaultOpen: boolean;
  withArrow: boolean;
  side: 'top' | 'right' | 'bottom' | 'left';
}

function LogoHelp({ defaultOpen, withArrow, side }: StoryArgs) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 120 }}>
      <Popover defaultOpen={defaultOpen}>
        <PopoverTrigger asChild>
          <Button variant="secondary">Formats acceptés</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Formats acceptés" withArrow={withArrow} side={side} align="center">
          <p style={{ margin: 0, maxWidth: 240 }}>Seuls les fichiers PNG et JPG sont autorisés, 2 Mo au plus.</p>
          <PopoverClose asChild>
            <Button variant="link" size="sm">
              Compris
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Components/Popover',
  component: LogoHelp,
  args: { defaultOpen: true, withArrow: true, side: 'bottom' },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
} satisfies Meta<typeof LogoHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Formats acceptés' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Formats acceptés' })).toHaveTextContent('Seuls les fichiers PNG et JPG sont autorisés');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Compris' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Formats acceptés' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Formats acceptés' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutArrow: Story = { args: { withArrow: false } };

export const OnTop: Story = { args: { side: 'top' } };
