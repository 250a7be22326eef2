import { Button, Caption1, Input, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, SendRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SafeMarkdown } from '../../common/safe-markdown';
import type { ChatViewModel } from './chat.view-model';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '60dvh' },
  log: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, flexGrow: 1 },
  bubble: {
    maxWidth: '85%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    overflowWrap: 'anywhere',
  },
  user: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, whiteSpace: 'pre-wrap' },
  assistant: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground3 },
  composer: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  input: { flexGrow: 1, minWidth: 0 },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
});

interface ChatPanelProps {
  readonly vm: ChatViewModel;
  readonly label: string;
  readonly placeholder: string;
}

/** A tool chat: the conversation, a text box (Enter sends) and 'Clear Chat'. */
export const ChatPanel = observer(function ChatPanel({ vm, label, placeholder }: ChatPanelProps) {
  const styles = useStyles();
  const end = useRef<HTMLDivElement>(null);
  const count = vm.messages.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Button icon={<DeleteRegular />} onClick={() => vm.clear()} disabled={vm.pending}>
          Clear Chat
        </Button>
      </div>
      <div className={styles.log} role="log" aria-live="polite" aria-label={`${label} conversation`}>
        {vm.messages.map((message) => (
          <div
            key={message.id}
            className={mergeClasses(styles.bubble, message.type === 'user' ? styles.user : styles.assistant)}
            data-role={message.type}
          >
            {message.type === 'assistant' ? <SafeMarkdown>{message.content}</SafeMarkdown> : message.content}
          </div>
        ))}
        {vm.pending ? <Spinner size="tiny" label="Thinking..." labelPosition="after" /> : null}
        <div ref={end} />
      </div>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.send();
        }}
      >
        <Input
          className={styles.input}
          aria-label={`Ask the ${label}`}
          placeholder={placeholder}
          value={vm.input}
          onChange={(_event, data) => vm.setInput(data.value)}
        />
        <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={!vm.canSend} aria-label="Send" />
      </form>
      <Caption1>Answers can be wrong: check important points with your study material.</Caption1>
    </div>
  );
});
