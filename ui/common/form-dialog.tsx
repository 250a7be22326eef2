import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface FormDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Escape or a click outside: the dialog asks to close, and whoever holds `open` decides. */
  readonly onDismiss: () => void;
  /** The submit button or Enter in a field; the page does not reload. */
  readonly onSubmit: () => void;
  /** The form's accessible name, where it needs one of its own. */
  readonly formLabel?: string;
  /** The view model checks the fields and says what is wrong, not the browser. */
  readonly noValidate?: boolean;
  readonly surfaceClassName?: string;
  /** The buttons at the foot: a way out and the submit button. */
  readonly actions: ReactNode;
  readonly children: ReactNode;
}

/** A modal dialog that is one form: its title, its fields one under another, then its buttons. */
export function FormDialog({ open, title, onDismiss, onSubmit, formLabel, noValidate, surfaceClassName, actions, children }: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onDismiss())}>
      <DialogSurface className={surfaceClassName}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate={noValidate}
          aria-label={formLabel}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
