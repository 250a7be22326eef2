import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';

/** What the dashboard gives a card whose tool opens in a full-screen overlay. */
export interface OverlayCardProps {
  /** Told when the overlay opens or closes: the dashboard holds back its upgrade offer meanwhile. */
  readonly onOpenChange?: (open: boolean) => void;
  /** Raised by the dashboard to open the overlay from elsewhere (a study plan task). */
  readonly openRequest?: number;
}

/** The card's view model, as far as opening and closing its overlay goes. */
interface OverlayOwner {
  readonly isOpen: boolean;
  open(): unknown;
  close(): unknown;
}

/** Opens the overlay on each new request, reports it open or closed, and gives the card its close callback. */
export function useOverlayCard(vm: OverlayOwner, { onOpenChange, openRequest = 0 }: OverlayCardProps): () => void {
  useEffect(() => {
    if (openRequest > 0) void vm.open();
  }, [openRequest, vm]);

  const isOpen = vm.isOpen;
  useEffect(() => {
    onOpenChange?.(isOpen);
  }, [isOpen, onOpenChange]);

  return useCallback(() => void vm.close(), [vm]);
}

/** The layout the dashboard's overlay cards share: the icon and a badge on top, then the title, text and actions. */
export const useOverlayCardStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});
