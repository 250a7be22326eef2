import { Body1, Subtitle1 } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { Panel } from './panel';
import { usePublicPageStyles } from './public-page.styles';

/** One tile of a public page's card grid: a feature, a benefit or a topic. */
export interface CardItem {
  readonly icon: FluentIcon;
  readonly title: string;
  readonly text: string;
}

/** The public pages' grid of tiles: one column on a phone, two on a tablet, three on a desktop. */
export function CardGrid({ items }: { readonly items: readonly CardItem[] }) {
  const shared = usePublicPageStyles();
  return (
    <ul className={shared.grid}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Panel className={shared.card}>
            <Icon className={shared.icon} aria-hidden />
            <Subtitle1 as="h3">{title}</Subtitle1>
            <Body1 as="p">{text}</Body1>
          </Panel>
        </li>
      ))}
    </ul>
  );
}
