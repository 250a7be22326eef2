import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigation } from './navigation';

interface AppLinkProps {
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly onNavigate?: () => void;
}

/** A Fluent link to a page of the product: inside the app it changes the screen without a page load. */
export function AppLink({ to, children, className, onNavigate, ...aria }: AppLinkProps) {
  const navigation = useNavigation();
  return (
    <Link
      as="a"
      href={to}
      className={className}
      {...aria}
      onClick={(event) => {
        navigation.follow(event, to);
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
