import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLogo } from '../components/Logo/sampleLogo';
import { MAIL_CONTENT, MAIL_KINDS, signatureOf, type MailKind, type MailLanguage } from './mailContent';
import { mailSamples } from './mailSamples';
import { renderMail } from './renderMail';

/** The sample of `kind`, with the chamber's logo or without. */
function sampleOf<K extends MailKind>(kind: K, logo: boolean) {
  return { ...mailSamples[kind], ...(logo ? { logoUrl: sampleLogo } : {}) };
}

interface MailPreviewProps {
  kind: MailKind;
  /** The chamber's logo in the header (the sample logo), or none: its name as text. */
  logo: boolean;
  language: MailLanguage;
}

/**
 * A mail as its recipient sees it: the subject line, then the body of the exact HTML renderMail produces (inline
 * styles only, so the page's stylesheets do not reach it), on the page's typeface like the kit's screens.
 */
function MailPreview({ kind, logo, language }: MailPreviewProps) {
  const mail = renderMail(kind, language, sampleOf(kind, logo) as never);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html)?.[1] ?? '';
  return (
    <div style={{ fontFamily: '"Source Sans 3", sans-serif', color: '#14213d' }}>
      <p data-testid="subject" style={{ margin: '0 0 0.75rem', fontSize: '1.125rem' }}>
        <strong>{language === 'fr' ? 'Objet : ' : 'Subject: '}</strong>
        {mail.subject}
      </p>
      <div data-testid="mail" dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}

const meta = {
  title: 'Mails/Mail',
  component: MailPreview,
  args: { kind: 'invitation', logo: true, language: 'fr' },
  argTypes: {
    kind: { control: 'select', options: MAIL_KINDS },
    logo: { control: 'boolean' },
    // the language is the toolbar's locale global, as for the screens
    language: { table: { disable: true } },
  },
  render: (args, context) => <MailPreview {...args} language={languageOf(context)} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const languageOf = (context: Pick<StoryContext, 'globals'>): MailLanguage => (context.globals['locale'] === 'en' ? 'en' : 'fr');

/**
 * What every mail shows: its subject, the greeting and the page's language, the chamber's logo (its name as the
 * alternative) or its name as text, the link as a button whose address is the one the text part gives, and the
 * signature.
 */
async function checkMail(kind: MailKind, logo: boolean, { canvasElement, globals }: Pick<StoryContext, 'canvasElement' | 'globals'>) {
  const language = languageOf({ globals });
  const data = sampleOf(kind, logo);
  const content = MAIL_CONTENT[kind][language](data as never);
  const sender = signatureOf(data, language);
  const canvas = within(canvasElement);
  const mail = canvas.getByTestId('mail');
  await expect(canvas.getByTestId('subject')).toHaveTextContent(content.subject);
  await expect(mail.querySelector('[lang]')).toHaveAttribute('lang', language);
  await expect(within(mail).getByText(language === 'fr' ? 'Bonjour,' : 'Hello,')).toBeVisible();
  if (logo) {
    await expect(within(mail).getByRole('img', { name: sender })).toHaveAttribute('src', sampleLogo);
  } else {
    await expect(within(mail).queryByRole('img')).toBeNull();
    await expect(within(mail).getAllByText(sender)[0]).toBeVisible();
  }
  await expect(within(mail).getByText(`— ${sender}`)).toBeVisible();
  const link = content.blocks.find((block) => 'link' in block);
  if (link && 'link' in link) {
    await expect(within(mail).getByRole('link', { name: link.label })).toHaveAttribute('href', link.link);
    await expect(within(mail).getByText(link.link, { selector: 'p' })).toBeVisible();
  } else {
    await expect(within(mail).queryByRole('link')).toBeNull();
  }
}

/** A story of `kind`: French by default, with the sample logo unless `logo` is false. */
function mailStory(kind: MailKind, logo: boolean, language: MailLanguage): Story {
  return {
    args: { kind, logo },
    ...(language === 'en' ? { globals: { locale: 'en' } } : {}),
    play: (context) => checkMail(kind, logo, context),
  };
}

/** Any kind, logo or not, in the toolbar's language. */
export const Playground: Story = {
  play: (context) => checkMail(context.args.kind, context.args.logo, context),
};

export const Invitation = mailStory('invitation', true, 'fr');
export const InvitationEnglish = mailStory('invitation', true, 'en');
export const InvitationNoLogo = mailStory('invitation', false, 'fr');
/** A phone's mail client: the mail takes the whole width, the link's address wraps. */
export const InvitationPhone: Story = { ...mailStory('invitation', true, 'fr'), globals: { viewport: { value: 'phone', isRotated: false } } };

export const AdministratorInvitation = mailStory('administratorInvitation', true, 'fr');
export const AdministratorInvitationEnglish = mailStory('administratorInvitation', true, 'en');
export const AdministratorInvitationNoLogo = mailStory('administratorInvitation', false, 'fr');

export const PasswordReset = mailStory('passwordReset', true, 'fr');
export const PasswordResetEnglish = mailStory('passwordReset', true, 'en');
export const PasswordResetNoLogo = mailStory('passwordReset', false, 'fr');

/** Sent by the network (an anonymous sign-up belongs to no chamber): the directory's name, no logo. */
export const Confirmation = mailStory('confirmation', false, 'fr');
export const ConfirmationEnglish = mailStory('confirmation', false, 'en');
export const ConfirmationWithLogo = mailStory('confirmation', true, 'fr');

export const Welcome = mailStory('welcome', false, 'fr');
export const WelcomeEnglish = mailStory('welcome', false, 'en');
export const WelcomeWithLogo = mailStory('welcome', true, 'fr');

export const AlreadyRegistered = mailStory('alreadyRegistered', false, 'fr');
export const AlreadyRegisteredEnglish = mailStory('alreadyRegistered', false, 'en');
export const AlreadyRegisteredWithLogo = mailStory('alreadyRegistered', true, 'fr');

export const ApplicationReceived = mailStory('applicationReceived', true, 'fr');
export const ApplicationReceivedEnglish = mailStory('applicationReceived', true, 'en');
export const ApplicationReceivedNoLogo = mailStory('applicationReceived', false, 'fr');

export const ApplicationApproved = mailStory('applicationApproved', true, 'fr');
export const ApplicationApprovedEnglish = mailStory('applicationApproved', true, 'en');
export const ApplicationApprovedNoLogo = mailStory('applicationApproved', false, 'fr');

export const ApplicationRefused = mailStory('applicationRefused', true, 'fr');
export const ApplicationRefusedEnglish = mailStory('applicationRefused', true, 'en');
export const ApplicationRefusedNoLogo = mailStory('applicationRefused', false, 'fr');

export const EmailChange = mailStory('emailChange', true, 'fr');
export const EmailChangeEnglish = mailStory('emailChange', true, 'en');
export const EmailChangeNoLogo = mailStory('emailChange', false, 'fr');

export const EmailChangeNotice = mailStory('emailChangeNotice', true, 'fr');
export const EmailChangeNoticeEnglish = mailStory('emailChangeNotice', true, 'en');
export const EmailChangeNoticeNoLogo = mailStory('emailChangeNotice', false, 'fr');

export const NewReview = mailStory('newReview', true, 'fr');
export const NewReviewEnglish = mailStory('newReview', true, 'en');
export const NewReviewNoLogo = mailStory('newReview', false, 'fr');

export const WeeklyDigest = mailStory('weeklyDigest', true, 'fr');
export const WeeklyDigestEnglish = mailStory('weeklyDigest', true, 'en');
export const WeeklyDigestNoLogo = mailStory('weeklyDigest', false, 'fr');
