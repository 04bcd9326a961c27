import { createContext, forwardRef, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/**
 * What the kit hands to a link component: an `href` plus the usual anchor attributes.
 * An app adapts its router's link to this shape (e.g. maps `href` to `to`), so the kit needs no router.
 */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor. */
export const PlainLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainLink(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  linkComponent: LinkComponent;
  children?: ReactNode;
}

export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** The link component every kit component renders links with (plain `<a>` unless a provider supplies one). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * A link rendered with the provider's link component: the kit's components render this rather than the component
 * read from the context, so each render names the same component type.
 */
export const ProviderLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ProviderLink(props, ref) {
  const Link = useLinkComponent();
  // The one place that renders the context's component: an app supplies it once, so it is the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Link ref={ref} {...props} />;
});
