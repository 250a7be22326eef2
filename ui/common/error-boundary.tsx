import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Component, Fragment, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { FirstViewContext } from './first-view';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    justifyItems: 'start',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

function Fallback({ what, onRetry }: { readonly what: string; readonly onRetry: () => void }) {
  const styles = useStyles();
  return (
    <section className={styles.panel} role="alert">
      <Subtitle1 as="h2">Something went wrong</Subtitle1>
      <Body1>{`${what} could not be shown. Your saved work is safe; try again, or reload the page if it keeps happening.`}</Body1>
      <Button appearance="primary" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}

interface ErrorBoundaryProps {
  /** What failed, for the message: 'This page', 'The Question Maker'. */
  readonly what: string;
  /** Told about the error, e.g. to log it. */
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
  /** Shown instead of the short message with Try again: the whole app's error page, say. */
  readonly fallback?: (error: unknown) => ReactNode;
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly error?: unknown;
  /** Bumped by Try again, so the part mounts afresh rather than reusing what failed. */
  readonly attempt: number;
}

/**
 * Keeps a failure inside one part of the screen (a page, a tool panel): that part shows a short
 * message and Try again, which remounts it, while everything around it keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = FirstViewContext;
  declare context: ContextType<typeof FirstViewContext>;
  override state: ErrorBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The message must be seen: a first view standing in for the app gives way to it.
    this.context.handOver();
    this.props.onError?.(error, info);
  }

  private readonly retry = (): void => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback?.(this.state.error) ?? <Fallback what={this.props.what} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
