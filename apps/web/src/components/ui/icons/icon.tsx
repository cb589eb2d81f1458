import type { ComponentProps } from 'react';

export type IconProps = ComponentProps<'svg'> & { title?: string };

/**
 * Base of the inline SVG icons: decorative (aria-hidden) unless a `title` names it.
 * Stroke icons use currentColor so they follow the text colour.
 */
export const Icon = ({ title, children, className = 'size-5', ...rest }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    aria-hidden={title ? undefined : true}
    role={title ? 'img' : undefined}
    focusable="false"
    {...rest}
  >
    {title ? <title>{title}</title> : null}
    {children}
  </svg>
);
