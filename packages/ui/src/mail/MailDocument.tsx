// The mail as e-mail-safe HTML: inline styles only (mail clients drop stylesheets, classes and CSS variables), a
// centred table at most 600 px wide, and the default chamber theme's literal colours and typeface.
import type { CSSProperties, ReactNode } from 'react';
import { chamberThemeValues as theme } from '../theme/themes/chamberValues.js';
import type { MailBlock, MailLanguage } from './mailContent.js';

/** A rem of the theme's type scale in pixels: mail clients differ on the root size, pixels they all take. */
const px = (rem: string) => `${parseFloat(rem) * 16}px`;

/** The size of the logo in the header; fixed, so a client that blocks images keeps the layout. */
const MAIL_LOGO_SIZE = 64;

const font: CSSProperties = {
  fontFamily: theme.font.body,
  fontSize: px(theme.fontSize.md),
  lineHeight: theme.lineHeight.normal,
  color: theme.color.text,
};
const paragraph: CSSProperties = { margin: `0 0 ${px(theme.space.md)}` };
const smallPrint: CSSProperties = { ...paragraph, fontSize: px(theme.fontSize.sm), color: theme.color.textMuted };

interface MailHeaderProps {
  /** The sender's name: the logo's text alternative, or the header's text without a logo. */
  name: string;
  logoUrl: string | undefined;
}

/** The chamber's logo when it has one, its name (or the network's) otherwise. */
function MailHeader({ name, logoUrl }: MailHeaderProps) {
  return (
    <td style={{ padding: `${px(theme.space.lg)} ${px(theme.space.xl)}`, borderBottom: `4px solid ${theme.color.brand}` }}>
      {logoUrl ? (
        // fetchPriority low: otherwise React's server renderer adds a <link rel="preload"> of the logo to the head,
        // which means nothing in a mail
        <img
          src={logoUrl}
          fetchPriority="low"
          alt={name}
          width={MAIL_LOGO_SIZE}
          height={MAIL_LOGO_SIZE}
          style={{ display: 'block', width: MAIL_LOGO_SIZE, height: MAIL_LOGO_SIZE, border: 0, objectFit: 'contain' }}
        />
      ) : (
        <p
          style={{
            margin: 0,
            fontSize: px(theme.fontSize.xl),
            fontWeight: Number(theme.fontWeight.bold),
            lineHeight: theme.lineHeight.tight,
            color: theme.color.brand,
          }}
        >
          {name}
        </p>
      )}
    </td>
  );
}

/** A link as a button, then the address itself for clients that show no button (and to copy). */
function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <p style={{ margin: `${px(theme.space.lg)} 0` }}>
        <a
          href={href}
          style={{
            display: 'inline-block',
            padding: `${px(theme.space.sm)} ${px(theme.space.lg)}`,
            background: theme.color.brand,
            color: theme.color.brandContrast,
            fontWeight: Number(theme.fontWeight.semibold),
            textDecoration: 'none',
            borderRadius: theme.radius.sm,
          }}
        >
          {label}
        </a>
      </p>
      <p style={{ ...smallPrint, wordBreak: 'break-all' }}>{href}</p>
    </>
  );
}

/** One block of a mail's content. */
function MailBlockView({ block }: { block: MailBlock }) {
  if ('p' in block) return <p style={paragraph}>{block.p}</p>;
  if ('small' in block) return <p style={smallPrint}>{block.small}</p>;
  return <MailButton href={block.link} label={block.label} />;
}

export interface MailBodyProps {
  language: MailLanguage;
  /** The sender's name (header without a logo, logo's alternative, signature). */
  sender: string;
  logoUrl: string | undefined;
  greeting: string;
  blocks: MailBlock[];
}

/** What a mail client shows: the header, the greeting, the blocks and the signature, on the page's background. */
export function MailBody({ language, sender, logoUrl, greeting, blocks }: MailBodyProps) {
  return (
    <div lang={language} style={{ ...font, margin: 0, padding: `${px(theme.space.lg)} ${px(theme.space.sm)}`, background: theme.color.surfaceMuted }}>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        border={0}
        style={{
          width: '100%',
          maxWidth: 600,
          margin: '0 auto',
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          borderCollapse: 'separate',
        }}
      >
        <tbody>
          <tr>
            <MailHeader name={sender} logoUrl={logoUrl} />
          </tr>
          <tr>
            <td style={{ ...font, padding: px(theme.space.xl) }}>
              <p style={paragraph}>{greeting}</p>
              {blocks.map((block, index) => (
                <MailBlockView key={index} block={block} />
              ))}
              <p style={{ margin: `${px(theme.space.lg)} 0 0` }}>— {sender}</p>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The whole HTML document of a mail (renderMail prefixes the doctype). */
export function MailDocument({ subject, children, language }: { subject: string; language: MailLanguage; children: ReactNode }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: theme.color.surfaceMuted }}>{children}</body>
    </html>
  );
}
