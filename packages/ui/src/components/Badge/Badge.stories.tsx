import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye } from 'lucide-react';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'brand', size: 'md', children: 'Technologie' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${badgeSizes.length}, max-content)`, gap: '0.75rem' }}>
      {badgeTones.flatMap((tone) => badgeSizes.map((size) => <Badge key={`${tone}-${size}`} {...args} tone={tone} size={size}>{`${tone} ${size}`}</Badge>))}
    </div>
  ),
};

/** The profile card's view counter. */
export const WithIcon: Story = { args: { icon: <Eye size={14} />, children: '1 250 vues', tone: 'info' } };
