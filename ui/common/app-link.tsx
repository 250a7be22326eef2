import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface AppLinkProps {
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly onNavigate?: () => void;
}

/** A Fluent link that navigates inside the app without a page load. */
export function AppLink({ to, children, className, onNavigate, ...aria }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      as="a"
      href={href}
      className={className}
      {...aria}
      onClick={(event) => {
        navigate(event);
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
