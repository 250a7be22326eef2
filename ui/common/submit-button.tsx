import { Button, Spinner } from '@fluentui/react-components';

interface SubmitButtonProps {
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}

/** A form's primary button: disabled with a spinner while its request runs, so nothing is sent twice. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
