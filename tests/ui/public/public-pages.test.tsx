import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PLANS } from '../../../core/billing/plans';
import type { ProductSettings } from '../../../core/shared/product-settings';
import { NotificationHost } from '../../../ui/common/notification-host';
import { Notifier, type Notification } from '../../../ui/common/notifier';
import { ProductSettingsProvider } from '../../../ui/common/product-settings';
import { ServicesProvider, type LoadServices, type ServiceResolver } from '../../../ui/common/services';
import { DemoVideo } from '../../../ui/pricing/demo-video';
import { RouterNavigation } from '../../../ui/shell/router-navigation';
import { PlanCard } from '../../../ui/pricing/plan-card';
import { PlanCards } from '../../../ui/pricing/plan-cards';
import DataDeletionPolicyPage from '../../../ui/public/data-deletion-policy.page';
import HomePage from '../../../ui/public/home.page';
import HowItWorksPage from '../../../ui/public/how-it-works.page';
import PaymentPage from '../../../ui/public/payment.page';
import PrivacyPolicyPage from '../../../ui/public/privacy-policy.page';
import RefundPolicyPage from '../../../ui/public/refund-policy.page';
import TermsConditionsPage from '../../../ui/public/terms-conditions.page';

const SETTINGS: ProductSettings = {
  supportEmail: 'help@nyayapath.test',
  upiVpa: 'nyayapath@upi',
  upiPayee: 'NyayaPath',
  demoVideoUrl: 'https://www.youtube-nocookie.com/embed/demo123',
};

// The container never arrives, so the session stays 'loading' as on a first paint.
const pending = new Promise<ServiceResolver>(() => {});
const neverLoads: LoadServices = () => pending;

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

interface RenderOptions {
  readonly path?: string;
  readonly settings?: ProductSettings;
  readonly load?: LoadServices;
}

function renderPage(page: ReactElement, { path = '/', settings = SETTINGS, load = neverLoads }: RenderOptions = {}) {
  const notifier = new Notifier();
  const notices: Notification[] = [];
  notifier.subscribe((notice) => notices.push(notice));
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <ProductSettingsProvider settings={settings}>
        <NotificationHost notifier={notifier}>
          <ServicesProvider load={load}>
            <MemoryRouter initialEntries={[path]}>
              <RouterNavigation>
                <Routes>
                  <Route path={path} element={page} />
                  <Route path="*" element={<CurrentPath />} />
                </Routes>
              </RouterNavigation>
            </MemoryRouter>
          </ServicesProvider>
        </NotificationHost>
      </ProductSettingsProvider>
    </FluentProvider>,
  );
  return { ...view, notices };
}

/** One h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder(): number[] {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index} (h${level})`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
  return levels;
}

function h2Names(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

async function expectPathToBe(path: string) {
  expect(await screen.findByTestId('current-path')).toHaveTextContent(path);
}

const FIVE_TOPICS = [
  'General Knowledge and Current Affairs',
  'Legal Reasoning',
  'English Language',
  'Logical Reasoning',
  'Quantitative Techniques (Mathematics)',
];

describe('Home page', () => {
  it('offers Start Practicing and Learn More while the session is unknown', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Crack CLAT with an AI study partner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Practicing' }));
    await expectPathToBe('/auth');
  });

  it('sends Learn More to /how-it-works', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    await expectPathToBe('/how-it-works');
  });

  it('offers Go to Dashboard to a signed-in student', async () => {
    const user = userEvent.setup();
    const session = { state: 'signed_in', signedIn: true, start: vi.fn() };
    const resolver: ServiceResolver = { get: <T,>() => session as T };
    const loaded = Promise.resolve(resolver);
    renderPage(<HomePage />, { load: () => loaded });

    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }));
    await expectPathToBe('/dashboard');
    expect(session.start).toHaveBeenCalled();
  });

  it('shows the landing promises, the four steps and the five topics, with headings in order', () => {
    renderPage(<HomePage />);
    for (const text of [
      'AI Doubt Solver',
      'Instant, detailed feedback',
      'Topic-wise practice',
      'Performance analytics',
      'Unlimited AI-generated practice questions',
      '5000+ students preparing',
      'Free to start',
      'No credit card',
      'Sign up in under 30 seconds',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const steps = within(screen.getByRole('region', { name: 'How it works in four steps' }));
    expect(steps.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    for (const topic of FIVE_TOPICS) expect(screen.getByText(topic)).toBeInTheDocument();
    expectHeadingsInOrder();
  });
});

describe('How It Works page', () => {
  it('lists four steps, six benefits and the five topics, then a call to action', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />, { path: '/how-it-works' });

    expect(screen.getByRole('heading', { level: 1, name: 'How NyayaPath works' })).toBeInTheDocument();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(
      section('Four steps to a stronger score')
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Create your account', 'Select your topics', 'Practise with AI-generated questions', 'Review and improve']);
    expect(section('Why students choose NyayaPath').getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(
      section('Topics we cover')
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(FIVE_TOPICS);
    expectHeadingsInOrder();

    await user.click(screen.getByRole('button', { name: 'Start Practicing' }));
    await expectPathToBe('/auth');
  });
});

describe('Policy pages', () => {
  it('Privacy Policy: dated December 2024, with every section and the support e-mail', () => {
    renderPage(<PrivacyPolicyPage />, { path: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();
    expect(h2Names()).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Data Sharing',
      'Data Retention',
      'Your Rights',
      'Contact Us',
    ]);
    for (const name of ['Personal information', 'Usage information', 'Cookies and browser storage']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/We do not sell, rent or trade your personal information/)).toBeInTheDocument();
    expect(screen.getByText(/stop sending you marketing messages/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: SETTINGS.supportEmail })) {
      expect(link).toHaveAttribute('href', `mailto:${SETTINGS.supportEmail}`);
    }
    expectHeadingsInOrder();
  });

  it('Terms and Conditions: dated December 2024, with every section', () => {
    renderPage(<TermsConditionsPage />, { path: '/terms-conditions' });

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();
    expect(h2Names()).toEqual([
      'Eligibility',
      'Our Services',
      'Your Account',
      'Payments',
      'Refunds',
      'Intellectual Property',
      'Prohibited Use',
      'Limitation of Liability',
      'Governing Law',
      'Contact Us',
    ]);
    expect(screen.getByText(/16 years of age or older/)).toBeInTheDocument();
    expect(screen.getByText(/paid in advance/)).toBeInTheDocument();
    expect(screen.getByText(/do not guarantee any exam outcome/)).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of India/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(screen.getByRole('link', { name: SETTINGS.supportEmail })).toHaveAttribute('href', `mailto:${SETTINGS.supportEmail}`);
    expectHeadingsInOrder();
  });

  it('Refund Policy: every section, the 7-10 business days and the 24-hour reply', () => {
    renderPage(<RefundPolicyPage />, { path: '/refund-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(h2Names()).toEqual([
      'Subscriptions Are Non-Refundable',
      'Digital Content',
      'When We Do Refund',
      'How to Request a Refund',
      'Refund Processing Time',
      'No Refund for Change of Mind',
      'Response Time',
    ]);
    expect(screen.getByText(/within 7-10 business days/)).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours on business days/)).toBeInTheDocument();
    expect(screen.getByText(/duplicate payment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SETTINGS.supportEmail }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${SETTINGS.supportEmail}`),
    );
    expectHeadingsInOrder();
  });

  it("Data Deletion Policy: today's date, every section and the 'Data Deletion Request' subject", () => {
    renderPage(<DataDeletionPolicyPage />, { path: '/data-deletion-policy' });
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date());

    expect(screen.getByRole('heading', { level: 1, name: 'Data Deletion Policy' })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${today}`)).toBeInTheDocument();
    expect(h2Names()).toEqual([
      'How to Request Deletion',
      'Identity Verification',
      'What We Delete',
      'Processing Time',
      'Exceptions',
      'Contact Us',
    ]);
    expect(screen.getByText(/within 30 days of verifying your identity/)).toBeInTheDocument();
    expect(screen.getByText(/tax and accounting records/)).toBeInTheDocument();
    const [request] = screen.getAllByRole('link', { name: SETTINGS.supportEmail });
    expect(request).toHaveAttribute('href', `mailto:${SETTINGS.supportEmail}?subject=Data%20Deletion%20Request`);
    expectHeadingsInOrder();
  });
});

describe('/payment page', () => {
  it("Get Started publishes 'Ready to start?' and goes to /auth", async () => {
    const user = userEvent.setup();
    const { notices } = renderPage(<PaymentPage />, { path: '/payment' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectHeadingsInOrder();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(notices).toEqual([
      { intent: 'info', title: 'Ready to start?', description: 'Sign up to begin your CLAT preparation journey!' },
    ]);
    expect(await screen.findByText('Sign up to begin your CLAT preparation journey!')).toBeInTheDocument();
    await expectPathToBe('/auth');
  });

  it('shows the demo and both plans; a plan button leads to sign-in', async () => {
    const user = userEvent.setup();
    const { notices } = renderPage(<PaymentPage />, { path: '/payment' });

    expect(screen.getByRole('heading', { level: 2, name: 'See NyayaPath in 90 seconds' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Try It Today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Monthly Access' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Plan: Monthly Access' }));
    await expectPathToBe('/auth');
    expect(notices).toEqual([]);
  });
});

describe('PlanCard', () => {
  it('shows the daily pass with four features and the "+ 4 more" line', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderPage(<PlanCard plan={PLANS.daily} onChoose={onChoose} chooseLabel="Buy Now" />);

    expect(screen.getByText('Try It Today')).toBeInTheDocument();
    expect(screen.getByText('₹15')).toBeInTheDocument();
    expect(screen.getByText('for 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Full access for 24 hours')).toBeInTheDocument();
    expect(screen.getByText('+ 4 more')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('MOST POPULAR')).not.toBeInTheDocument();
    expect(screen.queryByText('Save ₹150 vs daily plan')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy Now: Try It Today' }));
    expect(onChoose).toHaveBeenCalledWith('daily');
  });

  it('shows the monthly plan with its badge, saving and all eight features', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderPage(<PlanCard plan={PLANS.monthly} onChoose={onChoose} chooseLabel="Buy Now" />);

    expect(screen.getByText('₹300')).toBeInTheDocument();
    expect(screen.getByText('MOST POPULAR')).toBeInTheDocument();
    expect(screen.getByText('Save ₹150 vs daily plan')).toBeInTheDocument();
    expect(screen.getByText('Complete CLAT preparation')).toBeInTheDocument();
    for (const feature of PLANS.monthly.features) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy Now: Monthly Access' }));
    expect(onChoose).toHaveBeenCalledWith('monthly');
  });

  it('PlanCards lists the daily pass then monthly access', () => {
    renderPage(<PlanCards onChoose={vi.fn()} chooseLabel="Pick" headingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Try It Today',
      'Monthly Access',
    ]);
  });
});

describe('DemoVideo', () => {
  it('requests nothing from the video site until the play button is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<DemoVideo />);

    expect(screen.getByRole('heading', { name: 'See NyayaPath in 90 seconds' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play the 90-second demo video' }));

    const iframe = screen.getByTitle('NyayaPath demo video');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('src', SETTINGS.demoVideoUrl);
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play the 90-second demo video' })).not.toBeInTheDocument();
  });

  it('shows our own recording behind its poster, with no iframe, when no video site is configured', () => {
    const { container } = renderPage(<DemoVideo />, { settings: { ...SETTINGS, demoVideoUrl: null } });

    expect(container.querySelector('img')).toHaveAttribute('src', '/demo/nyayapath-demo-poster.webp');
    expect(screen.getByRole('button', { name: 'Play the 90-second demo video' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
