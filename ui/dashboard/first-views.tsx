import { ChoiceScreen } from './choice.screen';
import { DashboardPageSection, DashboardWelcome } from './main/dashboard-welcome';

const nothing = () => undefined;

/**
 * The views a load of the dashboard can open on before any of its code has run, as they first
 * paint: the choice, and the main dashboard before the plan has loaded (its greeting is filled in
 * from the device's memory). The build writes them into the app's page, and the page keeps the
 * one this device will open on (scripts/first-view.mjs) until the app's own screen replaces it.
 */
export function DashboardFirstViews() {
  return (
    <>
      <div data-view="main">
        <DashboardPageSection>
          <DashboardWelcome greeting="" overview={null} onChoose={nothing} onUpgrade={nothing} />
        </DashboardPageSection>
      </div>
      <div data-view="choice">
        <ChoiceScreen onTake={nothing} onSkip={nothing} />
      </div>
    </>
  );
}
