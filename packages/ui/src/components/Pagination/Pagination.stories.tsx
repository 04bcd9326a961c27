import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, paginationVariants } from './Pagination';
import type { PaginationProps } from './Pagination';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 0, pageSize: 10, totalItems: 95, variant: 'numbered', loading: false, onPageChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: paginationVariants } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const next = globals['locale'] === 'en' ? 'Next' : 'Suivant';
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Affichage de 1 à 10 sur 95 résultats')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};
export const MiddlePage: Story = { args: { page: 4 } };
export const LastPage: Story = {
  args: { page: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Affichage de 91 à 95 sur 95 résultats')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeEnabled();
  },
};
/** Pages as links to their addresses (hrefOf): the same look as the buttons. */
export const Links: Story = { args: { page: 4, hrefOf: (page) => `?page=${page}` } };
export const FewPages: Story = { args: { totalItems: 32 } };
export const Loading: Story = {
  args: { page: 4, loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: globals['locale'] === 'en' ? 'Previous' : 'Précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: globals['locale'] === 'en' ? 'Next' : 'Suivant' })).toBeDisabled();
  },
};
/** Sectors page footer (admin §2): previous / next only. */
export const Simple: Story = {
  args: { variant: 'simple', page: 1, totalItems: 24 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Précédent', 'Suivant']);
  },
};
/** Hidden when everything fits on one page. */
export const SinglePage: Story = {
  args: { totalItems: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
