import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CompanyProfileScreen } from '../CompanyProfileScreen';
import { MemberStatisticsScreen } from '../MemberStatisticsScreen';
import { OpeningHoursScreen } from '../OpeningHoursScreen';
import {
  sampleCompany,
  sampleCountries,
  sampleHomeHref,
  sampleMemberTabHrefs,
  sampleProfileValues,
  sampleSectors,
  sampleStatistics,
  sampleWeek,
} from '../fixtures';
import { MemberLayout } from './MemberLayout';

const header = {
  tabHrefs: sampleMemberTabHrefs,
  activeTab: 'about',
  homeHref: sampleHomeHref,
  company: sampleCompany,
  language: 'fr',
  onLanguageChange: fn(),
  onNavigate: fn(),
  onSignOut: fn(),
} as const;

const meta = {
  title: 'Screens/Member/MemberLayout',
  component: MemberLayout,
  args: { header },
} satisfies Meta<typeof MemberLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    children: (
      <OpeningHoursScreen
        editProfileHref={sampleMemberTabHrefs.about}
        load={{ status: 'loading' }}
        days={[]}
        onOpenChange={fn()}
        onTimeChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
};

/** /apropos in its frame, with the page's level-1 heading for screen readers (hidden on screen). */
export const About: Story = {
  args: {
    title: 'A propos',
    children: (
      <CompanyProfileScreen
        load={{ status: 'ready' }}
        company={sampleCompany}
        values={sampleProfileValues}
        sectors={sampleSectors}
        countries={sampleCountries}
        onChange={fn()}
        onSubmit={fn()}
        onCancel={fn()}
        onLogoChange={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'A propos' })).toBeInTheDocument();
  },
};

export const Hours: Story = {
  args: {
    header: { ...header, activeTab: 'hours' },
    children: (
      <OpeningHoursScreen
        editProfileHref={sampleMemberTabHrefs.about}
        load={{ status: 'ready' }}
        company={sampleCompany}
        days={sampleWeek}
        onOpenChange={fn()}
        onTimeChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
};

export const StatisticsEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    header: { ...header, activeTab: 'statistics', language: 'en' },
    children: (
      <MemberStatisticsScreen
        load={{ status: 'ready' }}
        statistics={{ ...sampleStatistics, dailyViews: [], contactsByPeriod: { today: 0, lastWeek: 0, lastMonth: 0, currentYear: 0 } }}
        onRefresh={fn()}
      />
    ),
  },
};

export const SessionExpired: Story = {
  args: {
    header: { ...header, company: undefined },
    children: <MemberStatisticsScreen load={{ status: 'sessionExpired' }} onRefresh={fn()} />,
  },
};

export const NoCompany: Story = {
  args: {
    header: { ...header, company: undefined },
    children: (
      <OpeningHoursScreen
        editProfileHref={sampleMemberTabHrefs.about}
        load={{ status: 'noCompany' }}
        days={[]}
        onOpenChange={fn()}
        onTimeChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    header: { ...header, activeTab: 'hours' },
    children: (
      <OpeningHoursScreen
        editProfileHref={sampleMemberTabHrefs.about}
        load={{ status: 'ready' }}
        days={sampleWeek}
        onOpenChange={fn()}
        onTimeChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
};
