import { FluentProvider } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { PAGE_THEME } from '../ui/common/page-theme';
import { UpdatePrompt } from '../ui/shell/update-prompt';

/** Shows the update bar in a root of its own; Reload runs `reload`. */
export function showUpdatePrompt(reload: () => Promise<void>): void {
  const host = document.createElement('div');
  host.id = 'update-prompt';
  document.body.append(host);
  createRoot(host).render(
    <FluentProvider theme={PAGE_THEME}>
      <UpdatePrompt onReload={reload} />
    </FluentProvider>,
  );
}
