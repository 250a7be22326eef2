import { Button, Spinner } from '@fluentui/react-components';

interface SubmitButtonProps {
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}

/**
 * A form's primary button: disabled with a spinner while its request runs, so nothing is sent
 * twice. It keeps the keyboard focus meanwhile, so a keyboard user carries on from where they were.
 */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
