import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleMemberHref, sampleMembers } from '../fixtures';
import { MemberCard, displayWebsite } from './MemberCard';

const member = sampleMembers[0]!;

describe('MemberCard', () => {
  describe('given a complete member', () => {
    it('shows name, sector and country, address and the contact links', () => {
      renderWithUi(<MemberCard member={member} detailsHref={sampleMemberHref(member)} />);
      expect(screen.getByRole('heading', { name: member.name })).toBeInTheDocument();
      expect(screen.getByText('Technologie · Sénégal')).toBeInTheDocument();
      expect(screen.getByText(member.address!)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'sgt.example.sn' })).toHaveAttribute('href', 'https://sgt.example.sn');
      expect(screen.getByRole('link', { name: member.phone! })).toHaveAttribute('href', 'tel:+221331234567');
      expect(screen.getByRole('link', { name: member.email! })).toHaveAttribute('href', `mailto:${member.email}`);
    });

    it('opens the website in a new tab without giving it the opener', () => {
      renderWithUi(<MemberCard member={member} detailsHref={sampleMemberHref(member)} />);
      const website = screen.getByRole('link', { name: 'sgt.example.sn' });
      expect(website).toHaveAttribute('target', '_blank');
      expect(website.getAttribute('rel')).toContain('noopener');
    });

    it('leads Voir la fiche to the member page it is given', () => {
      renderWithUi(<MemberCard member={member} detailsHref={sampleMemberHref(member)} />);
      expect(screen.getByRole('link', { name: `Voir la fiche de ${member.name}` })).toHaveAttribute('href', '/membre/1');
    });
  });

  describe('when Contacter is clicked', () => {
    it('hands the member to the container', async () => {
      const onContact = vi.fn();
      const { user } = renderWithUi(<MemberCard member={member} detailsHref={sampleMemberHref(member)} onContact={onContact} />);
      await user.click(screen.getByRole('button', { name: 'Contacter' }));
      expect(onContact).toHaveBeenCalledWith(member);
    });
  });

  describe('given a member without logo, website nor e-mail', () => {
    it('shows the placeholder logo and leaves the missing lines out', () => {
      renderWithUi(<MemberCard member={sampleMembers[2]!} detailsHref={sampleMemberHref(sampleMembers[2]!)} />);
      expect(screen.getByRole('img', { name: sampleMembers[2]!.name })).toHaveAttribute('data-state', 'placeholder');
      expect(screen.queryByRole('img', { name: 'Site web' })).not.toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'E-mail' })).not.toBeInTheDocument();
    });
  });

  describe('given English', () => {
    it('labels the actions in English', () => {
      renderWithUi(<MemberCard member={member} detailsHref={sampleMemberHref(member)} onContact={vi.fn()} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `View profile of ${member.name}` })).toBeInTheDocument();
    });
  });
});

describe('displayWebsite', () => {
  it('drops the scheme and the trailing slash', () => {
    expect(displayWebsite('https://acme.fr/')).toBe('acme.fr');
    expect(displayWebsite('http://acme.fr/contact')).toBe('acme.fr/contact');
  });
});
