import type { WebFeature } from '../web-feature.ts';

/** Credits and plans: the Credits page (ledger, spending, packs), Pricing, and the page a payment returns to. */
export const creditsFeature: WebFeature = {
  name: 'credits',
  pages: [
    { path: '/credits', load: async () => (await import('./credits-page.tsx')).CreditsPage },
    { path: '/pricing', load: async () => (await import('./pricing-page.tsx')).PricingPage },
    { path: ['/success', '/payment/success'], load: async () => (await import('./payment-success-page.tsx')).PaymentSuccessPage },
  ],
};
