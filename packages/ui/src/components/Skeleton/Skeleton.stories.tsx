import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: 320 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'flex-start' }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} width={shape === 'circle' ? 48 : 160} height={shape === 'rect' ? 96 : undefined} />
      ))}
    </div>
  ),
};

/** The loading state of a member card: logo, name, two lines of description. */
export const MemberCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: '1rem', width: 360 }}>
      <Skeleton shape="circle" width={56} />
      <div style={{ flex: 1 }}>
        <Skeleton width="50%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};
